import { describe, expect, it } from 'vitest';
import { infoBarFor, isPdfPath, orgInitials } from './shell-layout.ts';

describe('shell layout', () => {
  it('labels setup and e-mail pages "Setup" and user administration pages "Manage"', () => {
    expect(infoBarFor('/setup-items')).toBe('Setup');
    expect(infoBarFor('/email-templates')).toBe('Setup');
    for (const path of ['/organizations', '/groups', '/members', '/guests'])
      expect(infoBarFor(path)).toBe('Manage');
  });

  it('shows no info bar elsewhere', () => {
    expect(infoBarFor('/main-dashboard')).toBeUndefined();
    expect(infoBarFor('/')).toBeUndefined();
    expect(infoBarFor('/workflows/abc')).toBeUndefined();
  });

  it('recognises printed PDF pages, which have no header or menu', () => {
    expect(isPdfPath('/pdf/2f1c/nom')).toBe(true);
    expect(isPdfPath('/pdf/2f1c')).toBe(true);
    expect(isPdfPath('/main-dashboard')).toBe(false);
    expect(isPdfPath('/pdfs')).toBe(false);
  });

  it('shows an organisation without a logo by its initials', () => {
    expect(orgInitials('Demo Health Services')).toBe('DH');
    expect(orgInitials('Acme')).toBe('AC');
    expect(orgInitials('Business Tools')).toBe('BT');
  });
});
