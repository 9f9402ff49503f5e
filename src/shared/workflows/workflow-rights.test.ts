import { describe, expect, it } from 'vitest';
import { workflowRights, type WorkflowViewer } from './workflow-rights.ts';

const me = 'a0000000-0000-4000-8000-000000000001';
const myEntity = 'e0000000-0000-4000-8000-000000000001';
const nurses = 'g0000000-0000-4000-8000-000000000001';
const viewer = (roles: string[], values: Partial<WorkflowViewer> = {}): WorkflowViewer => ({
  loginAccountGuid: me,
  superAdmin: false,
  roles: new Set(roles),
  entityGuid: myEntity,
  groupGuids: [],
  ...values,
});
const someoneElses = { entityGuid: 'e0000000-0000-4000-8000-000000000002', createdByLoginAccountGuid: null };

describe('workflow rights', () => {
  it('lets a member edit their own workflow, made for them or by them, and nobody else’s', () => {
    const member = viewer(['Member']);
    expect(
      workflowRights(member, [], { entityGuid: myEntity, createdByLoginAccountGuid: null }, false),
    ).toEqual({ mayRead: true, mayEdit: true, isSetup: false, mayArchive: false });
    expect(
      workflowRights(member, [], { entityGuid: null, createdByLoginAccountGuid: me }, true).mayArchive,
    ).toBe(true);
    expect(workflowRights(member, [], someoneElses, false).mayRead).toBe(false);
    expect(
      workflowRights(
        viewer(['Member'], { entityGuid: null }),
        [],
        { entityGuid: null, createdByLoginAccountGuid: null },
        false,
      ).mayRead,
    ).toBe(false);
  });

  it('opens every workflow of the definition to its groups with all access, to View Setup for reading and archiving, and to setup staff', () => {
    expect(
      workflowRights(viewer(['Member'], { groupGuids: [nurses] }), [nurses], someoneElses, false).mayEdit,
    ).toBe(true);
    expect(workflowRights(viewer(['Member', 'ViewSetup']), [], someoneElses, false)).toEqual({
      mayRead: true,
      mayEdit: false,
      isSetup: false,
      mayArchive: true,
    });
    expect(workflowRights(viewer(['Member', 'SetupBasic']), [], someoneElses, false).isSetup).toBe(true);
    expect(workflowRights(viewer([], { superAdmin: true }), [], someoneElses, false).mayEdit).toBe(true);
  });
});
