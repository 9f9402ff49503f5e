// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { ApiRoute } from '../../../shared/api/define-route.ts';
import { routeTable } from '../../../shared/api/route-table.ts';
import { EMPTY_GUID } from '../../../shared/guid.ts';
import { ApiError, OfflineError } from '../../lib/api-client.ts';
import type { CallOptions, RouteCaller } from '../../lib/call-route.ts';
import { createApiBackend } from './api-backend.ts';

// Routes are named as the table names them ('answer.submitAnswer'), found by identity: a call on a
// look-alike route object that is not in the table shows up as 'not in the table'.
const routeNames = new Map<ApiRoute, string>(
  Object.entries(routeTable).flatMap(([area, routes]) =>
    Object.entries(routes).map(([name, route]) => [route, `${area}.${name}`] as const),
  ),
);

interface Call {
  route: string;
  params?: Record<string, string>;
  query?: object;
  body?: unknown;
  options?: CallOptions;
}

function recordingCaller(reply: unknown = []): { call: RouteCaller; calls: Call[] } {
  const calls: Call[] = [];
  const call = async (
    route: ApiRoute,
    request: Omit<Call, 'route' | 'options'> = {},
    options?: CallOptions,
  ) => {
    calls.push({
      route: routeNames.get(route) ?? 'not in the table',
      ...request,
      ...(options && { options }),
    });
    return reply;
  };
  return { call: call as RouteCaller, calls };
}

const address = { formDefinitionGuid: 'F', responseGuid: 'R', orgGuid: 'O' };
const quietFeedback = { notify: () => {}, reportError: () => {}, closeOlderErrorToasts: () => {} };
const ROW = EMPTY_GUID;
const answerE = { formGuid: 'F', responseGuid: 'R', formElementGuid: 'E', repeatableGroupGuid: ROW };

describe('createApiBackend', () => {
  it('saves and deletes answers quietly (the save machine reports failures), outliving a closing page', async () => {
    let hidden = false;
    const visibility = vi
      .spyOn(document, 'visibilityState', 'get')
      .mockImplementation(() => (hidden ? 'hidden' : 'visible'));
    const { call, calls } = recordingCaller();
    const backend = createApiBackend(call, address, quietFeedback);
    await backend.submitAnswer('E', ROW, { a: 1 });
    hidden = true;
    await backend.submitAnswer('E', ROW, { a: 2 });
    await backend.submitAnswer('E', ROW, 'x'.repeat(100_000));
    await backend.deleteAnswer('E', ROW);
    expect(calls).toEqual([
      {
        route: 'answer.submitAnswer',
        params: answerE,
        body: { a: 1 },
        options: { quiet: true, keepalive: false },
      },
      // Sent while the page is hidden (closing): it must outlive the page…
      {
        route: 'answer.submitAnswer',
        params: answerE,
        body: { a: 2 },
        options: { quiet: true, keepalive: true },
      },
      // …unless it is larger than browsers let such a request be.
      {
        route: 'answer.submitAnswer',
        params: answerE,
        body: 'x'.repeat(100_000),
        options: { quiet: true, keepalive: false },
      },
      { route: 'answer.deleteAnswer', params: answerE, options: { quiet: true, keepalive: true } },
    ]);
    visibility.mockRestore();
  });

  it('tells failures that never reached the server (retried) from refusals', () => {
    const backend = createApiBackend(recordingCaller().call, address, quietFeedback);
    expect(backend.isUnreachable?.(new TypeError('Failed to fetch'))).toBe(true);
    expect(backend.isUnreachable?.(new OfflineError('POST x'))).toBe(true);
    expect(backend.isUnreachable?.(new ApiError(503, 'Service Unavailable', null, 'POST x'))).toBe(true);
    expect(backend.isUnreachable?.(new ApiError(400, 'Bad Request', null, 'POST x'))).toBe(false);
    expect(backend.isUnreachable?.(new ApiError(403, 'Forbidden', null, 'POST x'))).toBe(false);
  });

  it('creates and deletes repeater rows, returning the refreshed answers', async () => {
    const { call, calls } = recordingCaller([{ formElementGuid: 'E' }]);
    const backend = createApiBackend(call, address, quietFeedback);
    expect(await backend.createRepeaterRows('E', 2)).toEqual([{ formElementGuid: 'E' }]);
    expect(await backend.deleteRepeaterRow('E', 'ROW1')).toEqual([{ formElementGuid: 'E' }]);
    expect(calls).toEqual([
      {
        route: 'answer.createRepeaterAnswer',
        params: { formGuid: 'F', responseGuid: 'R', formElementGuid: 'E' },
        query: { orgGuid: 'O' },
        body: { count: 2 },
      },
      {
        route: 'answer.deleteRepeaterAnswer',
        params: {
          formGuid: 'F',
          responseGuid: 'R',
          repeaterHostElementGuid: 'E',
          repeatableGroupGuid: 'ROW1',
        },
        body: {},
      },
    ]);
  });

  it('uploads files as multipart quietly (the widget says what failed) and deletes them by file guid', async () => {
    const { call, calls } = recordingCaller();
    const backend = createApiBackend(call, address, quietFeedback);
    await backend.uploadFile('E', ROW, new File(['x'], 'a.pdf'));
    await backend.deleteFile('E', ROW, 'FILE');
    await backend.fetchFile('FILE');
    const [upload, ...rest] = calls;
    expect(upload).toMatchObject({
      route: 'answer.submitFileUpload',
      params: { ...answerE, orgGuid: 'O' },
      options: { quiet: true },
    });
    expect((upload!.body as FormData).get('file')).toMatchObject({ name: 'a.pdf' });
    expect(rest).toEqual([
      { route: 'answer.deleteFileUpload', params: answerE, query: { fileGuid: 'FILE' } },
      { route: 'org.getFile', params: { fileGuid: 'FILE' } },
    ]);
  });

  it('stamps and revokes, posts comments and moves the response status', async () => {
    const { call, calls } = recordingCaller([]);
    const backend = createApiBackend(call, address, quietFeedback);
    await backend.approveStamp('E');
    await backend.revokeStamp('E', 'S');
    await backend.submitComment('E', ROW, { id: null, text: 'hi', replyTo: null });
    await backend.updateFormStatus('Submitted');
    expect(calls).toEqual([
      { route: 'answer.approveNameStamp', params: { responseGuid: 'R', formElementGuid: 'E' } },
      {
        route: 'answer.revokeNameStamp',
        params: { responseGuid: 'R', formElementGuid: 'E', stampGuid: 'S' },
      },
      {
        route: 'answer.submitDiscussionAnswer',
        params: answerE,
        body: { id: null, text: 'hi', replyTo: null },
      },
      {
        route: 'form.updateFormResponseStatus',
        params: { formDefinitionGuid: 'F', responseGuid: 'R' },
        body: 'Submitted',
      },
    ]);
  });

  it('reloads the answers of the response as the server holds them', async () => {
    const { call, calls } = recordingCaller({ answers: [{ formElementGuid: 'E' }] });
    const backend = createApiBackend(call, address, quietFeedback);
    expect(await backend.reloadAnswers()).toEqual([{ formElementGuid: 'E' }]);
    expect(calls).toEqual([
      { route: 'form.getResponse', params: { formDefinitionGuid: 'F', orgGuid: 'O', responseGuid: 'R' } },
    ]);
  });

  it("offers the groups named in the organisation info and the entities of the element's type", async () => {
    const info = { orgGroupDtos: [{ guid: 'G1', name: 'Nurses', entities: [] }] };
    const { call, calls } = recordingCaller(info);
    const backend = createApiBackend(call, address, quietFeedback);
    expect(await backend.securityGroups()).toEqual([{ guid: 'G1', name: 'Nurses' }]);
    await backend.entities('D');
    // An element with no entity type set asks with the empty guid.
    await backend.entities(null);
    expect(calls).toEqual([
      { route: 'org.getOrgInfo', params: { orgGuid: 'O' } },
      { route: 'org.getBasicEntityDetails', params: { entityDefinitionGuid: 'D' }, query: { orgGuid: 'O' } },
      {
        route: 'org.getBasicEntityDetails',
        params: { entityDefinitionGuid: EMPTY_GUID },
        query: { orgGuid: 'O' },
      },
    ]);
  });
});
