import crypto from 'node:crypto';
import { expect } from 'vitest';
import type { TestApp } from '../../support/test-app.ts';

/** Calls of /api/ItemDefinition for the item tests, as a person with the given token. */
export function itemApi(t: TestApp) {
  const base = '/api/ItemDefinition';
  return {
    list: (token: string | undefined, orgGuid: string) =>
      t.request({ method: 'GET', url: `${base}/${orgGuid}/GetAllItemDefinitionDtos`, token }),
    read: (token: string | undefined, orgGuid: string, guid: string) =>
      t.request({ method: 'GET', url: `${base}/${orgGuid}/${guid}/GetItemDefinition`, token }),
    readByForm: (token: string | undefined, orgGuid: string, formGuid: string) =>
      t.request({
        method: 'GET',
        url: `${base}/${orgGuid}/${formGuid}/GetComplianceItemDefinitionFromFormGuid`,
        token,
      }),
    create: (token: string | undefined, payload: object) =>
      t.request({ method: 'POST', url: `${base}/CreateItemDefinition`, token, payload }),
    update: (token: string | undefined, guid: string, payload: object) =>
      t.request({ method: 'PUT', url: `${base}/${guid}/UpdateItemDefinition`, token, payload }),
    remove: (token: string | undefined, guid: string) =>
      t.request({
        method: 'DELETE',
        url: `${base}/DeleteItemDefinition`,
        query: { itemDefinitionGuid: guid },
        token,
      }),
  };
}

/** A new item's body: a uniquely named, informational item of the organisation for the entity type. */
export const itemBody = (orgGuid: string, forEntityDefinitionGuid: string, overrides: object = {}) => ({
  guid: 'new',
  orgGuid,
  name: `Item ${crypto.randomUUID().slice(0, 8)}`,
  forEntityDefinitionGuid,
  importance: 'Informational',
  status: 'Unused',
  ...overrides,
});

export interface SavedItem {
  guid: string;
  orgGuid: string;
  name: string;
  formDefinitionGuid: string;
  forEntityDefinitionGuid: string;
  madePublicAt: string | null;
  madeGlobalAt: string | null;
  [field: string]: unknown;
}

/** Creates an item and returns it, failing the test when the server refuses. */
export async function createdItem(t: TestApp, token: string, payload: object): Promise<SavedItem> {
  const response = await itemApi(t).create(token, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as SavedItem;
}
