// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LinkedAnswerWidget } from './linked-answer.widget.tsx';
import { EMPTY_GUID } from '../../shared/guid.ts';
import { fakeServices, makeElement, renderWidget } from './render-widget.test-support.tsx';

describe('LinkedAnswerWidget', () => {
  it('shows the linked answer and the date it was given', () => {
    const answerRecord = vi.fn(() => ({
      formElementGuid: 'element-1',
      repeatableGroupGuid: EMPTY_GUID,
      answerValue: null,
      linkedAnswer: { answerValue: JSON.stringify(['Red', 'Blue']), updatedAt: '2024-03-04' },
    }));
    renderWidget(LinkedAnswerWidget, makeElement('LinkedAnswer'), {
      services: { ...fakeServices(), answerRecord },
    });
    expect(screen.getByText('Red, Blue')).toBeTruthy();
    expect(screen.getByText('Answered 2024-03-04')).toBeTruthy();
    expect(answerRecord).toHaveBeenCalledWith(expect.objectContaining({ guid: 'element-1' }), EMPTY_GUID);
  });

  it('says so when nothing is linked yet', () => {
    renderWidget(LinkedAnswerWidget, makeElement('LinkedAnswer'));
    expect(screen.getByText('No linked answer yet.')).toBeTruthy();
  });
});
