import { describe, expect, it } from 'vitest';
import {
  canSaveOrg,
  isSavedOrg,
  logoProblem,
  maxLogoBytes,
  toOrgBody,
  toOrgForm,
  websiteLink,
} from './org-form.ts';
import { EMPTY_GUID } from '../../../shared/guid.ts';

const saved = toOrgForm({ guid: 'g-1', code: 'NW', name: 'Northwind', websiteUrl: null });

describe('organisation editor', () => {
  it('saves only with changes and both required fields', () => {
    expect(canSaveOrg(saved, saved)).toBe(false);
    expect(canSaveOrg({ ...saved, name: 'Northwind Health' }, saved)).toBe(true);
    expect(canSaveOrg({ ...saved, name: '  ' }, saved)).toBe(false);
    const fresh = toOrgForm(undefined);
    expect(canSaveOrg({ ...fresh, code: 'AB' }, fresh)).toBe(false);
    expect(canSaveOrg({ ...fresh, code: 'AB', name: 'Acme' }, fresh)).toBe(true);
  });

  it('sends empty optional fields as null and trims the rest', () => {
    const body = toOrgBody({ ...saved, name: ' Northwind ', email: ' ' });
    expect(body).toMatchObject({ guid: 'g-1', name: 'Northwind', email: null, websiteUrl: null });
  });

  it('knows a new organisation by the empty guid', () => {
    expect(isSavedOrg(EMPTY_GUID)).toBe(false);
    expect(isSavedOrg('new-1')).toBe(false);
    expect(isSavedOrg('g-1')).toBe(true);
  });

  it('links a website only with a dot, adding https:// when http is missing', () => {
    expect(websiteLink('northwind')).toBeUndefined();
    expect(websiteLink('northwind.example')).toBe('https://northwind.example');
    expect(websiteLink('http://northwind.example')).toBe('http://northwind.example');
    expect(websiteLink(null)).toBeUndefined();
  });

  it('takes a logo only for a saved organisation, only an image, under 10 MB', () => {
    const png = { type: 'image/png', size: 1000 };
    expect(logoProblem(EMPTY_GUID, png)).toBe('Please save the organization first before uploading a logo.');
    expect(logoProblem('g-1', { type: 'application/pdf', size: 10 })).toBe('Please select an image file.');
    expect(logoProblem('g-1', { type: 'image/png', size: maxLogoBytes })).toBe(
      'File size must be less than 10MB.',
    );
    expect(logoProblem('g-1', png)).toBeUndefined();
  });
});
