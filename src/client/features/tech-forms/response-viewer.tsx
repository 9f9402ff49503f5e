import { useEffect, useMemo, useState } from 'react';
import { useViewer } from '../renderer/use-viewer.ts';
import { Label } from '../../components/ui/label.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { Button } from '../../components/ui/button.tsx';
import { callApi } from '../../lib/api.ts';
import { useAuth } from '../auth/use-auth.ts';
import { createApiBackend } from '../renderer/api-backend.ts';
import type { DisplayMode } from '../renderer/display-mode.ts';
import { FormRenderer } from '../renderer/form-renderer.tsx';
import { preloadFormWidgets } from '../renderer/widget-preload.ts';
import { useCurrentOrg } from '../user-session/use-current-org.ts';
import { useFormDefinition } from './api/get-form-definition.ts';
import { useResponse } from './api/get-response.ts';
import { appFeedback } from './app-feedback.ts';
import { DisplayModePicker } from './display-mode-picker.tsx';

/** The single response viewer (spec 2.10): the renderer with a display-mode selector and tech options. */
export function ResponseViewer({ formGuid, responseGuid }: { formGuid: string; responseGuid: string }) {
  const { status } = useAuth();
  const { userInfo } = useCurrentOrg(status === 'signedIn');
  const form = useFormDefinition(formGuid);
  const orgGuid = form.data?.orgGuid ?? undefined;
  const response = useResponse(formGuid, orgGuid, responseGuid);
  // The widgets of the page the form opens on download while its response is fetched.
  useEffect(() => {
    if (form.data) preloadFormWidgets(form.data);
  }, [form.data]);
  const [mode, setMode] = useState<DisplayMode>('fill');
  const [splitPages, setSplitPages] = useState(true);
  const [showContents, setShowContents] = useState(true);
  const [showAnswers, setShowAnswers] = useState(false);

  const orgEntry = orgGuid ? userInfo?.orgDict[orgGuid] : undefined;
  const viewer = useViewer(userInfo, orgEntry);
  // A super admin may look at an organisation they do not belong to; its name is then unknown here.
  const org = useMemo(() => ({ guid: orgGuid ?? '', name: orgEntry?.name ?? '' }), [orgGuid, orgEntry]);
  const backend = useMemo(
    () =>
      orgGuid &&
      createApiBackend(callApi, { formDefinitionGuid: formGuid, responseGuid, orgGuid }, appFeedback),
    [formGuid, responseGuid, orgGuid],
  );

  if (form.isError || response.isError) {
    return <p className="text-sm text-destructive">The response could not be loaded.</p>;
  }
  if (!form.data || !response.data || !viewer || !backend) return <Skeleton className="h-64 w-full" />;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4 print:hidden">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{form.data.name}</h1>
          <p className="font-mono text-xs text-muted-foreground">{responseGuid}</p>
        </div>
        <div className="flex flex-wrap items-center gap-4">
          {mode !== 'print' && (
            <>
              <Toggle id="split-pages" label="Split Pages" checked={splitPages} onChange={setSplitPages} />
              <Toggle id="show-contents" label="Contents" checked={showContents} onChange={setShowContents} />
            </>
          )}
          <Toggle id="show-answers" label="Answers JSON" checked={showAnswers} onChange={setShowAnswers} />
          <div className="flex items-center gap-2">
            <Label htmlFor="display-mode">Display mode</Label>
            <DisplayModePicker mode={mode} onChange={setMode} />
          </div>
          {mode === 'print' && <Button onClick={() => window.print()}>Print</Button>}
        </div>
      </div>
      <FormRenderer
        form={form.data}
        response={response.data}
        backend={backend}
        viewer={viewer}
        org={org}
        displayMode={mode}
        splitPages={splitPages}
        showTableOfContents={showContents}
        showAnswers={showAnswers}
        live
      />
    </div>
  );
}

function Toggle(props: { id: string; label: string; checked: boolean; onChange: (value: boolean) => void }) {
  return (
    <div className="flex items-center gap-2">
      <Switch id={props.id} checked={props.checked} onCheckedChange={props.onChange} />
      <Label htmlFor={props.id}>{props.label}</Label>
    </div>
  );
}
