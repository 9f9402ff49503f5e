import { ExternalLinkIcon } from 'lucide-react';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../components/ui/select.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { isSavedOrg, orgMaxLengths, websiteLink, type OrgForm } from './org-form.ts';
import type { EntityTypeChoice } from './entity-type-choices.ts';
import { OrgLogoField, type OrgLogoEvents } from './org-logo-field.tsx';

export interface OrgEditorFieldsProps {
  form: OrgForm;
  entityTypes: readonly EntityTypeChoice[];
  readOnly: boolean;
  onChange: (patch: Partial<OrgForm>) => void;
  logoEvents: OrgLogoEvents;
}

// Radix Select cannot hold an empty value, so 'no default entity type' has a name of its own.
const noEntityType = '__none__';

/** The organisation editor's fields (spec 2 and 5). */
export function OrgEditorFields({ form, entityTypes, readOnly, onChange, logoEvents }: OrgEditorFieldsProps) {
  const link = websiteLink(form.websiteUrl);
  const text = (
    key: keyof typeof orgMaxLengths & keyof OrgForm,
    label: string,
    required = false,
    locked = false,
  ) => (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`org-${key}`}>
        {label}
        {required && <span className="text-destructive">*</span>}
      </Label>
      <Input
        id={`org-${key}`}
        value={form[key]}
        maxLength={orgMaxLengths[key]}
        readOnly={readOnly || locked}
        required={required}
        onChange={(event) => onChange({ [key]: event.target.value })}
      />
    </div>
  );
  const known = entityTypes.some((type) => type.guid === form.entityDefinitionGuid);

  return (
    <div className="grid max-w-3xl gap-4 sm:grid-cols-2">
      {text('code', 'Code', true, isSavedOrg(form.guid))}
      {text('name', 'Name', true)}
      <div className="flex flex-col gap-1.5">
        {text('websiteUrl', 'Website URL')}
        {link && (
          <a
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-xs text-primary hover:underline"
          >
            <ExternalLinkIcon className="size-3" /> View {link}
          </a>
        )}
      </div>
      {text('contactNumber', 'Contact Number')}
      {text('email', 'Email')}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="org-entity-type">Default Entity Type for new User Accounts</Label>
        <Select
          value={form.entityDefinitionGuid || noEntityType}
          disabled={readOnly}
          onValueChange={(value) => onChange({ entityDefinitionGuid: value === noEntityType ? '' : value })}
        >
          <SelectTrigger id="org-entity-type">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={noEntityType}>None</SelectItem>
            {!known && form.entityDefinitionGuid && (
              <SelectItem value={form.entityDefinitionGuid}>{form.entityDefinitionGuid}</SelectItem>
            )}
            {entityTypes.map((type) => (
              <SelectItem key={type.guid} value={type.guid}>
                {type.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <Label htmlFor="org-emailDomains">Email Domains</Label>
        <Input
          id="org-emailDomains"
          value={form.emailDomains}
          readOnly={readOnly}
          placeholder="example.com, example.org"
          onChange={(event) => onChange({ emailDomains: event.target.value })}
        />
      </div>
      <div className="sm:col-span-2">
        <OrgLogoField
          orgGuid={form.guid}
          logoFileGuid={form.logoFileGuid}
          readOnly={readOnly}
          {...logoEvents}
          onRemove={() => onChange({ logoFileGuid: '' })}
        />
      </div>
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <Label htmlFor="org-customCSS">Custom CSS</Label>
        <Textarea
          id="org-customCSS"
          rows={8}
          className="font-mono text-xs"
          value={form.customCSS}
          maxLength={orgMaxLengths.customCSS}
          readOnly={readOnly}
          onChange={(event) => onChange({ customCSS: event.target.value })}
        />
        <span className="text-right text-xs text-muted-foreground">
          {form.customCSS.length} / {orgMaxLengths.customCSS}
        </span>
      </div>
    </div>
  );
}
