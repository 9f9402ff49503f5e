import { describe, expect, it } from 'vitest';
import { sampleForm, sampleGuids } from './form-fixtures.ts';
import { useFormsApp } from './form-helpers.ts';

const app = useFormsApp();

describe('form JSON upload', () => {
  const upload = (payload: string, contentType = 'application/json') =>
    app.t.request({
      method: 'POST',
      url: '/api/FormDefinition',
      query: { orgGuid: app.org.guid },
      payload,
      headers: { 'content-type': contentType },
      token: app.designer,
    });

  it.each([
    ['an empty body', ''],
    ['only whitespace', '  \n '],
  ])('answers No JSON provided for %s', async (_case, payload) => {
    const response = await upload(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ detail: 'No JSON provided' });
  });

  it('accepts JSON sent as text', async () => {
    const ids = sampleGuids();
    const response = await upload(JSON.stringify(sampleForm(ids)), 'text/plain');
    expect(response.statusCode).toBe(200);
    expect(response.json().guid).toBe(ids.form);
  });

  it('refuses JSON that does not parse', async () => {
    const response = await upload('{"name": ');
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/^The JSON could not be read/);
  });

  it('refuses element events, naming the elements that carry them', async () => {
    const ids = sampleGuids();
    const withEvents = sampleForm(ids);
    withEvents.components[3] = {
      ...withEvents.components[3]!,
      events: [{ eventType: 'SumTo', formElementGuidsToSum: [ids.number] }],
    } as never;
    const response = await upload(JSON.stringify(withEvents));
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(
      'Events are not supported in uploaded JSON. Remove the events of: Number1.',
    );
    expect(
      (
        await app.t.request({
          method: 'GET',
          url: `/api/FormDefinition/${ids.form}/GetFormDefinition`,
          token: app.designer,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('applies the same validation as a save', async () => {
    const response = await upload(JSON.stringify(sampleForm(sampleGuids(), { formCode: 'Org' })));
    expect(response.json()).toMatchObject({ status: 400, detail: 'Reserved code' });
  });
});
