// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { ApiError, OfflineError } from '../../lib/api-client.ts';
import type { ApiClient, HttpMethod, RequestOptions } from '../../lib/api-client.ts';
import { createApiBackend } from './api-backend.ts';
import { EMPTY_GUID } from '../../../shared/guid.ts';

interface Call {
  method: HttpMethod;
  path: string;
  options: RequestOptions;
}

function recordingClient(reply: unknown = []): { client: ApiClient; calls: Call[] } {
  const calls: Call[] = [];
  const request = async <T>(method: HttpMethod, path: string, options: RequestOptions = {}) => {
    calls.push({ method, path, options });
    return reply as T;
  };
  return {
    calls,
    client: {
      request,
      get: (path, options) => request('GET', path, options),
      post: (path, body, options) => request('POST', path, { ...options, body }),
      put: (path, body, options) => request('PUT', path, { ...options, body }),
      delete: (path, options) => request('DELETE', path, options),
    },
  };
}

const address = { formDefinitionGuid: 'F', responseGuid: 'R', orgGuid: 'O' };
const quietFeedback = { notify: () => {}, reportError: () => {}, closeOlderErrorToasts: () => {} };
const ROW = EMPTY_GUID;

describe('createApiBackend (spec 7.2 paths)', () => {
  it('saves and deletes answers under the response, quietly (the save machine reports failures)', async () => {
    let hidden = false;
    const visibility = vi
      .spyOn(document, 'visibilityState', 'get')
      .mockImplementation(() => (hidden ? 'hidden' : 'visible'));
    const { client, calls } = recordingClient();
    const backend = createApiBackend(client, address, quietFeedback);
    await backend.submitAnswer('E', ROW, { a: 1 });
    hidden = true;
    await backend.submitAnswer('E', ROW, { a: 2 });
    await backend.submitAnswer('E', ROW, 'x'.repeat(100_000));
    await backend.deleteAnswer('E', ROW);
    expect(calls).toEqual([
      {
        method: 'POST',
        path: `/api/mwforms/F/responses/R/answers/E/${ROW}/SubmitAnswer`,
        options: { quiet: true, keepalive: false, body: { a: 1 } },
      },
      {
        method: 'POST',
        path: `/api/mwforms/F/responses/R/answers/E/${ROW}/SubmitAnswer`,
        // Sent while the page is hidden (closing): it must outlive the page; the browser refuses large ones so.
        options: { quiet: true, keepalive: true, body: { a: 2 } },
      },
      {
        method: 'POST',
        path: `/api/mwforms/F/responses/R/answers/E/${ROW}/SubmitAnswer`,
        options: { quiet: true, keepalive: false, body: 'x'.repeat(100_000) },
      },
      {
        method: 'DELETE',
        path: `/api/mwforms/F/responses/R/answers/E/${ROW}/DeleteAnswer`,
        options: { quiet: true, keepalive: true },
      },
    ]);
    visibility.mockRestore();
  });

  it('tells failures that never reached the server (retried) from refusals', () => {
    const backend = createApiBackend(recordingClient().client, address, quietFeedback);
    expect(backend.isUnreachable?.(new TypeError('Failed to fetch'))).toBe(true);
    expect(backend.isUnreachable?.(new OfflineError('POST x'))).toBe(true);
    expect(backend.isUnreachable?.(new ApiError(503, 'Service Unavailable', null, 'POST x'))).toBe(true);
    expect(backend.isUnreachable?.(new ApiError(400, 'Bad Request', null, 'POST x'))).toBe(false);
    expect(backend.isUnreachable?.(new ApiError(403, 'Forbidden', null, 'POST x'))).toBe(false);
  });

  it('creates and deletes repeater rows, returning the refreshed answers', async () => {
    const { client, calls } = recordingClient([{ formElementGuid: 'E' }]);
    const backend = createApiBackend(client, address, quietFeedback);
    expect(await backend.createRepeaterRows('E', 2)).toEqual([{ formElementGuid: 'E' }]);
    await backend.deleteRepeaterRow('E', 'ROW1');
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/mwforms/F/responses/R/answers/E/CreateRepeaterAnswer',
      options: { query: { orgGuid: 'O' }, body: { count: 2 } },
    });
    expect(calls[1]).toMatchObject({
      method: 'DELETE',
      path: '/api/mwforms/F/responses/R/answers/E/ROW1/DeleteRepeaterAnswer',
    });
  });

  it('uploads files as multipart and deletes them by file guid', async () => {
    const { client, calls } = recordingClient();
    const backend = createApiBackend(client, address, quietFeedback);
    await backend.uploadFile('E', ROW, new File(['x'], 'a.pdf'));
    await backend.deleteFile('E', ROW, 'FILE');
    expect(calls[0]!.path).toBe(`/api/mwforms/F/responses/R/fileupload/E/O/${ROW}/SubmitFileUpload`);
    expect(calls[0]!.options.body).toBeInstanceOf(FormData);
    expect(calls[1]).toMatchObject({
      method: 'DELETE',
      path: `/api/mwforms/F/responses/R/fileupload/E/${ROW}/DeleteFileUpload`,
      options: { query: { fileGuid: 'FILE' } },
    });
  });

  it('stamps, comments, status, reload and groups', async () => {
    const { client, calls } = recordingClient([]);
    const backend = createApiBackend(client, address, quietFeedback);
    await backend.approveStamp('E');
    await backend.revokeStamp('E', 'S');
    await backend.submitComment('E', ROW, { id: null, text: 'hi', replyTo: null });
    await backend.updateFormStatus('Submitted');
    await backend.entities('D');
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'PUT /api/responses/R/namestamp/E',
      'DELETE /api/responses/R/namestamp/E/S',
      `POST /api/mwforms/F/responses/R/answers/E/${ROW}/SubmitDiscussionAnswer`,
      'PUT /api/mwforms/F/status/R/UpdateFormResponseStatus',
      'GET /api/Entity/D/GetBasicEntityDetails',
    ]);
    expect(calls[3]!.options.body).toBe('Submitted');
  });

  it("offers the groups named in the organisation info and the entities of the element's type", async () => {
    const info = { orgGroupDtos: [{ guid: 'G1', name: 'Nurses' }] };
    const { client, calls } = recordingClient(info);
    const backend = createApiBackend(client, address, quietFeedback);
    expect(await backend.securityGroups()).toEqual([{ guid: 'G1', name: 'Nurses' }]);
    await backend.entities(null);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/Org/O/GetOrgInfo',
      'GET /api/Entity/00000000-0000-0000-0000-000000000000/GetBasicEntityDetails',
    ]);
    expect(calls[1]!.options.query).toEqual({ orgGuid: 'O' });
  });
});
