// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Answer } from '../../shared/generated/types.gen.ts';
import { ComplianceItemWidget } from './compliance-item.widget.tsx';
import { EMPTY_GUID } from '../../shared/guid.ts';
import { fakeServices, makeElement, renderWidget } from './render-widget.test-support.tsx';

const answer = (formElementGuid: string, answerValue: string | null, isHidden = false): Answer => ({
  formElementGuid,
  repeatableGroupGuid: EMPTY_GUID,
  answerValue,
  isHidden,
});

describe('ComplianceItemWidget', () => {
  it("lists the nested response's visible answers with its status", () => {
    const nestedFormResponse = {
      guid: 'n1',
      formDefinitionGuid: 'f2',
      orgGuid: 'org-1',
      status: 'ReadyForSubmission' as const,
      answers: [
        answer('a', '"Fire extinguisher checked"'),
        answer('b', 'true'),
        answer('c', '"secret"', true),
        answer('d', null),
      ],
    };
    const answerRecord = () => ({ ...answer('element-1', null), nestedFormResponse });
    renderWidget(ComplianceItemWidget, makeElement('ComplianceItem'), {
      services: { ...fakeServices(), answerRecord },
    });
    expect(screen.getByText('Compliance item response (Ready for submission)')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Fire extinguisher checked',
      'Yes',
    ]);
  });

  it('says so when there is no response yet', () => {
    renderWidget(ComplianceItemWidget, makeElement('ComplianceItem'));
    expect(screen.getByText('No compliance item response yet.')).toBeTruthy();
  });
});
