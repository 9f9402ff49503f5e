import { useMemo } from 'react';
import type { FormDefinition, FormResponse } from '../../../shared/generated/types.gen.ts';
import { FormRenderer } from '../renderer/form-renderer.tsx';
import type { Viewer } from '../renderer/response-template-context.ts';
import { inMemoryBackend } from '../renderer/in-memory-backend.ts';
import { useListDefinitions } from '../lists/api/list-definitions.ts';

export interface DesignerPreviewProps {
  form: FormDefinition;
  viewer: Viewer;
  org: { guid: string; name: string };
  splitPages: boolean;
  applyRules: boolean;
}

/** Preview: the draft in the real renderer, answers kept in memory; rules left out when Apply Rules is off. */
export function DesignerPreview({ form, viewer, org, splitPages, applyRules }: DesignerPreviewProps) {
  const shown = useMemo(
    () => (applyRules ? form : { ...form, rules: [], sectionRules: [], formRules: [] }),
    [form, applyRules],
  );
  const response = useMemo<FormResponse>(
    () => ({
      guid: crypto.randomUUID(),
      formDefinitionGuid: form.guid,
      orgGuid: org.guid,
      status: 'Draft',
      answers: [],
    }),
    [form.guid, org.guid],
  );
  const backend = useMemo(() => inMemoryBackend(), []);
  // List-backed questions show the lists as they are now, like the form being filled in.
  const lists = useListDefinitions({ orgGuid: org.guid, formDefinitionGuid: form.guid });
  return (
    <FormRenderer
      key={applyRules ? 'rules' : 'no-rules'}
      form={shown}
      response={response}
      backend={backend}
      lists={lists.data}
      viewer={viewer}
      org={org}
      splitPages={splitPages}
      showTableOfContents
    />
  );
}
