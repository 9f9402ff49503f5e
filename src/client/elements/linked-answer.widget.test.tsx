// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LinkedAnswerWidget } from './linked-answer.widget.tsx';
import { actionElement, EMPTY_GUID, fakeServices, renderAction } from './parts/actions/widget-harness.tsx';

describe('LinkedAnswerWidget', () => {
  it('shows the linked answer and the date it was given', () => {
    const answerRecord = vi.fn(() => ({
      formElementGuid: 'element-1',
      repeatableGroupGuid: EMPTY_GUID,
      answerValue: null,
      linkedAnswer: { answerValue: JSON.stringify(['Red', 'Blue']), updatedAt: '2024-03-04' },
    }));
    renderAction(LinkedAnswerWidget, actionElement('LinkedAnswer'), {
      services: { ...fakeServices(), answerRecord },
    });
    expect(screen.getByText('Red, Blue')).toBeTruthy();
    expect(screen.getByText('Answered 2024-03-04')).toBeTruthy();
    expect(answerRecord).toHaveBeenCalledWith(expect.objectContaining({ guid: 'element-1' }), EMPTY_GUID);
  });

  it('says so when nothing is linked yet', () => {
    renderAction(LinkedAnswerWidget, actionElement('LinkedAnswer'));
    expect(screen.getByText('No linked answer yet.')).toBeTruthy();
  });
});
