// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { toHttpError } from '../../../../src/api/apiError';
import { companyConfigQueryKey } from '../../../../src/providers/access/useCompanyConfig';
import { FileSection, UploadButton, useFileUpload } from '../../../../src/layout/files/FileSection';
import { renderInAdmin } from '../../../support/renderInAdmin';

afterEach(cleanup);

/** A section with one upload, as a receipt, an attachment or a dispute's evidence uses it. */
const Uploads = ({ send, onSent }: { send: (file: File) => Promise<unknown>; onSent: () => void }) => {
  const upload = useFileUpload({ send, onSent, problemTexts: 'resources.bills.attachments' });
  return (
    <FileSection
      id="files"
      title="Attachments"
      problem={upload.problem}
      actions={
        <>
          {upload.picker('Attach a file')}
          <UploadButton label="Attach a file" pending={upload.isPending} onClick={() => upload.pick()} />
        </>
      }
    >
      <p>No file attached yet.</p>
    </FileSection>
  );
};

/** The company allows PDFs and PNGs (its config, as the app reads it). */
const pdfsAndPngs = () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(companyConfigQueryKey(undefined), { allowed_file_extensions: 'pdf,png' });
  return { queryClient };
};

const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText('Attach a file', { selector: 'input' }), { target: { files: [file] } });

describe('FileSection and useFileUpload: the one way a record takes files', () => {
  it('is a section named by its title', () => {
    renderInAdmin(<Uploads send={vi.fn()} onSent={vi.fn()} />, pdfsAndPngs());
    expect(screen.getByRole('region', { name: 'Attachments' })).toBeTruthy();
  });

  it('refuses a file of another type before sending it, and says why', async () => {
    const send = vi.fn(() => Promise.resolve());
    renderInAdmin(<Uploads send={send} onSent={vi.fn()} />, pdfsAndPngs());
    choose(new File(['x'], 'setup.exe', { type: 'application/octet-stream' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The file must be of type: pdf, png.');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends an allowed file and reports it sent', async () => {
    const send = vi.fn(() => Promise.resolve({ id: 7 }));
    const onSent = vi.fn();
    renderInAdmin(<Uploads send={send} onSent={onSent} />, pdfsAndPngs());
    choose(new File(['x'], 'invoice.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ name: 'invoice.pdf' }), undefined);
  });

  it('shows the API’s 422 on the file as the refusal', async () => {
    const refused = toHttpError({
      response: new Response(null, { status: 422 }),
      body: { message: 'Invalid', errors: { file: ['The file is empty.'] } },
    });
    renderInAdmin(<Uploads send={() => Promise.reject(refused)} onSent={vi.fn()} />, pdfsAndPngs());
    choose(new File(['x'], 'invoice.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The file is empty.');
  });
});
