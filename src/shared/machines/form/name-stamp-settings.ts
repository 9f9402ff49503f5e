import type { FormResponseStatus, NameStampProperties } from '../../generated/types.gen.ts';
import { DEFAULT_BUTTON_TEXT } from '../../validation/default-texts.ts';
import { textOrNull } from './property-text.ts';

// NameStamp element properties with their defaults (spec: forms-and-workflows 3.2, 4.4, 9). The element schema
// declares the same defaults; element-defaults.test.ts keeps the two in step.

export interface NameStampSettings {
  nameStampButtonText: string;
  nameStampRevokeButtonText: string;
  changeToStatus: FormResponseStatus;
  changeWorkflowStatusTo: string | null;
  changeBackToStatus: FormResponseStatus;
  changeWorkflowStatusBackTo: string | null;
  isRevokable: boolean;
  isRevokableByAnyUser: boolean;
  allowMultipleClicks: boolean;
  actionToTake: string;
  /** The workflow event code the action triggers. */
  code: string | null;
  leftAligned: boolean;
}

export const NAME_STAMP_DEFAULTS = {
  nameStampButtonText: DEFAULT_BUTTON_TEXT.approve,
  nameStampRevokeButtonText: DEFAULT_BUTTON_TEXT.cancel,
  changeToStatus: 'New',
  changeBackToStatus: 'Draft',
  isRevokable: true,
  actionToTake: 'None',
} as const;

/** The element's properties with defaults filled in. */
export function resolveNameStampSettings(p: NameStampProperties = {}): NameStampSettings {
  const d = NAME_STAMP_DEFAULTS;
  return {
    nameStampButtonText: textOrNull(p.nameStampButtonText) ?? d.nameStampButtonText,
    nameStampRevokeButtonText: textOrNull(p.nameStampRevokeButtonText) ?? d.nameStampRevokeButtonText,
    changeToStatus: p.changeToStatus ?? d.changeToStatus,
    changeWorkflowStatusTo: textOrNull(p.changeWorkflowStatusTo),
    changeBackToStatus: p.changeBackToStatus ?? d.changeBackToStatus,
    changeWorkflowStatusBackTo: textOrNull(p.changeWorkflowStatusBackTo),
    isRevokable: p.isRevokable ?? d.isRevokable,
    isRevokableByAnyUser: p.isRevokableByAnyUser === true,
    allowMultipleClicks: p.allowMultipleClicks === true,
    actionToTake: textOrNull(p.actionToTake) ?? d.actionToTake,
    code: textOrNull(p.code),
    leftAligned: p.leftAligned === true,
  };
}
