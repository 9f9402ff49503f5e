// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FileUploadWidget } from './file-upload.widget.tsx';
import { EMPTY_GUID } from '../../shared/guid.ts';
import { fakeServices, makeElement, renderWidget } from './render-widget.test-support.tsx';

const png = (name: string) => new File(['x'], name, { type: 'image/png' });
// The file input, found as a person using a screen reader finds it: by the question's label.
const fileInput = () => screen.queryByLabelText<HTMLInputElement>('Question');

describe('FileUploadWidget', () => {
  it('uploads a chosen file, accepting images and PDFs by default', async () => {
    const { user, services } = renderWidget(FileUploadWidget, makeElement('FileUpload'));
    expect(fileInput()?.accept).toBe('image/*,application/pdf');
    expect(screen.getByText('files less than 10mb')).toBeTruthy();
    const file = png('a.png');
    await user.upload(fileInput()!, file);
    await waitFor(() =>
      expect(services.uploadFiles).toHaveBeenCalledWith(
        expect.objectContaining({ guid: 'element-1' }),
        EMPTY_GUID,
        [file],
      ),
    );
  });

  it('hides the input once maxFiles files are attached', () => {
    const value = [{ fileName: 'a.png', fileGuid: 'f1' }];
    const { rerender } = renderWidget(FileUploadWidget, makeElement('FileUpload', { maxFiles: 2 }), {
      value,
    });
    expect(fileInput()).not.toBeNull();
    rerender({ value: [...value, { fileName: 'b.png', fileGuid: 'f2' }] });
    expect(fileInput()).toBeNull();
  });

  it("shows the server's first answerValue error, or the unknown-error text", async () => {
    const uploadFiles = vi
      .fn()
      .mockRejectedValueOnce(
        Object.assign(new Error('Bad Request'), {
          body: { errors: { answerValue: ['File type not allowed'] } },
        }),
      )
      .mockRejectedValueOnce(new Error('Network down'));
    const { user } = renderWidget(FileUploadWidget, makeElement('FileUpload', { maxFiles: 3 }), {
      services: fakeServices({ uploadFiles }),
    });
    await user.upload(fileInput()!, [png('a.png'), png('b.png')]);
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Error uploading file "a.png": File type not allowed',
      'Unknown error uploading file "b.png"',
    ]);
  });

  it('deletes a file after confirmation and downloads through fileUrl', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user, services } = renderWidget(FileUploadWidget, makeElement('FileUpload'), {
      value: [{ fileName: 'a.pdf', fileGuid: 'f1' }],
    });
    await user.click(screen.getByRole('button', { name: 'a.pdf' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith('https://files.example.com/file', '_blank', 'noopener'),
    );
    await user.click(screen.getByRole('button', { name: 'Delete a.pdf' }));
    expect((await screen.findByRole('dialog')).textContent).toContain(
      'This will permanently delete the file "a.pdf". Continue?',
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(services.deleteFile).toHaveBeenCalledWith(expect.anything(), EMPTY_GUID, 'f1'),
    );
  });

  it('shows noFilesMessage when read-only and empty', () => {
    renderWidget(FileUploadWidget, makeElement('FileUpload', { noFilesMessage: 'Nothing attached' }), {
      readOnly: true,
    });
    expect(screen.getByText('Nothing attached')).toBeTruthy();
    expect(fileInput()).toBeNull();
  });
});
