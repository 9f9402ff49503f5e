import { memo } from 'react';
import type { FormType } from '../../../shared/generated/types.gen.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { ListsPanel } from '../lists/lists-panel.tsx';
import { FormAccessTab, type FormAccessTabProps } from './access/form-access-tab.tsx';
import { DesignTab, type DesignTabProps } from './design-tab.tsx';
import { useDesignerDraft } from './designer-draft.ts';
import { FormPropertiesTab, type FormPropertiesTabProps } from './form-properties-tab.tsx';
import { EditRulesButton } from './rules/edit-rules-button.tsx';

export const DESIGNER_TABS = ['properties', 'design', 'access', 'lists'] as const;
export type DesignerTab = (typeof DESIGNER_TABS)[number];

type DraftDesignTabProps = Omit<DesignTabProps, 'form'>;

// Each panel reads the draft itself, so a drop renders the open panel and not the tabs around it.
function DraftDesignTab(props: DraftDesignTabProps) {
  return <DesignTab form={useDesignerDraft()} {...props} />;
}

function DraftPropertiesTab(props: Omit<FormPropertiesTabProps, 'form'>) {
  return <FormPropertiesTab form={useDesignerDraft()} {...props} />;
}

function DraftAccessTab(props: Omit<FormAccessTabProps, 'form'>) {
  return <FormAccessTab form={useDesignerDraft()} {...props} />;
}

export interface DesignerTabsProps extends DraftDesignTabProps {
  tab: DesignerTab;
  onTabChange: (tab: string) => void;
  orgGuid: string;
  /** The Lists tab's scope: the form's organisation and the form. */
  formDefinitionGuid: string;
  superAdmin: boolean;
  mayEdit: boolean;
  onOpenRules: () => void;
  /** The Form Properties tab's Form Type choices. */
  formTypes: readonly FormType[];
}

/**
 * The page's tabs: Form Properties, Design, Access and Lists. Memoised on its props, none of which is the
 * draft: the open panel follows the draft through its context.
 */
export const DesignerTabs = memo(function DesignerTabs({
  tab,
  onTabChange,
  orgGuid,
  formDefinitionGuid,
  superAdmin,
  mayEdit,
  onOpenRules,
  formTypes,
  ...design
}: DesignerTabsProps) {
  return (
    <Tabs value={tab} onValueChange={onTabChange}>
      <TabsList>
        <TabsTrigger value="properties">Form Properties</TabsTrigger>
        <TabsTrigger value="design">Design</TabsTrigger>
        <TabsTrigger value="access">Access</TabsTrigger>
        <TabsTrigger value="lists">Lists</TabsTrigger>
      </TabsList>
      {tab === 'design' && <EditRulesButton onOpen={onOpenRules} />}
      <TabsContent value="properties">
        <DraftPropertiesTab readOnly={design.readOnly} formTypes={formTypes} onChange={design.onChange} />
      </TabsContent>
      <TabsContent value="design">
        <DraftDesignTab {...design} />
      </TabsContent>
      <TabsContent value="access">
        <DraftAccessTab orgGuid={orgGuid} readOnly={design.readOnly} onChange={design.onChange} />
      </TabsContent>
      <TabsContent value="lists">
        <ListsPanel scope={{ orgGuid, formDefinitionGuid }} superAdmin={superAdmin} setupBasic={mayEdit} />
      </TabsContent>
    </Tabs>
  );
});
