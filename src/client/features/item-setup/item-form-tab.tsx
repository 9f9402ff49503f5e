import { Link } from '@tanstack/react-router';
import { PencilRulerIcon } from 'lucide-react';
import type { ItemDefinition } from '../../../shared/generated/types.gen.ts';
import { isSectionType } from '../../../shared/elements/element-lookup.ts';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useFormDefinition } from '../tech-forms/api/get-form-definition.ts';
import { formTypeLabel } from '../tech-forms/form-type-label.ts';

/** Tab 'Form': the item's own form (made with the item) and the way to its designer. */
export function ItemFormTab({ item }: { item: ItemDefinition }) {
  if (!item.formDefinitionGuid) {
    return <p className="text-sm text-muted-foreground">This item has no form.</p>;
  }
  return <ItemFormSummary item={item} formGuid={item.formDefinitionGuid} />;
}

function ItemFormSummary({ item, formGuid }: { item: ItemDefinition; formGuid: string }) {
  const form = useFormDefinition(formGuid);
  if (form.isError) return <p className="text-sm text-destructive">The item's form could not be loaded.</p>;
  if (!form.data) return <Skeleton className="h-16 w-1/2" />;
  const questions = form.data.components.filter((element) => !isSectionType(element.type)).length;
  return (
    <div className="flex max-w-xl flex-col gap-4">
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
        <dt className="text-muted-foreground">Name</dt>
        <dd>{form.data.name}</dd>
        <dt className="text-muted-foreground">Type</dt>
        <dd>{formTypeLabel(form.data.formType)}</dd>
        <dt className="text-muted-foreground">Questions</dt>
        <dd>{questions}</dd>
        <dt className="text-muted-foreground">Updated</dt>
        <dd>{form.data.updatedAt ? new Date(form.data.updatedAt).toLocaleString('en-CA') : ''}</dd>
      </dl>
      <Button asChild className="self-start">
        <Link to="/compliance-item/$formGuid/$itemGuid/design" params={{ formGuid, itemGuid: item.guid }}>
          <PencilRulerIcon />
          Design Form
        </Link>
      </Button>
    </div>
  );
}
