import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileInput, type FileInputProps } from './file-input.tsx';

const createObjectURL = vi.fn((file: Blob) => `blob:${file instanceof File ? file.name : 'blob'}`);
const revokeObjectURL = vi.fn();

// jsdom has no object URLs.
beforeEach(() => {
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
  vi.clearAllMocks();
});

const photo = new File(['png bytes'], 'court.png', { type: 'image/png' });

function PhotoField(props: Partial<FileInputProps>) {
  return (
    <FileInput
      label="Profile photo"
      accept="image/png, .jpg"
      maxSizeBytes={1024}
      onFileChange={vi.fn()}
      {...props}
    />
  );
}

describe('FileInput', () => {
  it('reports the chosen file and shows its name and an image preview', async () => {
    const onFileChange = vi.fn();
    render(<PhotoField preview onFileChange={onFileChange} />);
    const input = screen.getByLabelText('Profile photo');
    expect(screen.getByText('No file chosen')).toBeVisible();

    await userEvent.upload(input, photo);
    expect(onFileChange).toHaveBeenCalledWith(photo);
    expect(screen.getByText('court.png')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Preview of court.png' })).toHaveAttribute(
      'src',
      'blob:court.png',
    );
    expect(screen.getByText('Change file')).toBeVisible();
  });

  it('shows no preview unless asked', async () => {
    render(<PhotoField />);
    await userEvent.upload(screen.getByLabelText('Profile photo'), photo);
    expect(screen.getByText('court.png')).toBeVisible();
    expect(screen.queryByRole('img')).toBeNull();
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it('accepts files by extension as well as by type', async () => {
    const onFileChange = vi.fn();
    render(<PhotoField onFileChange={onFileChange} />);
    const jpeg = new File(['jpg'], 'NET.JPG', { type: '' });
    await userEvent.upload(screen.getByLabelText('Profile photo'), jpeg);
    expect(onFileChange).toHaveBeenCalledWith(jpeg);
  });

  it('rejects a file that is too big and keeps none', async () => {
    const onFileChange = vi.fn();
    const onReject = vi.fn();
    render(<PhotoField onFileChange={onFileChange} onReject={onReject} />);
    const huge = new File(['x'.repeat(2048)], 'huge.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Profile photo'), huge);
    expect(onReject).toHaveBeenCalledWith('size', huge);
    expect(onFileChange).not.toHaveBeenCalled();
    expect(screen.queryByText('huge.png')).toBeNull();
    expect(screen.getByText('No file chosen')).toBeVisible();
  });

  it('rejects a file of another type, picked with the picker set to all files', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onFileChange = vi.fn();
    const onReject = vi.fn();
    render(<PhotoField preview onFileChange={onFileChange} onReject={onReject} />);
    await user.upload(screen.getByLabelText('Profile photo'), photo);
    const pdf = new File(['%PDF'], 'rules.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Profile photo'), pdf);
    expect(onReject).toHaveBeenCalledWith('type', pdf);
    expect(onFileChange).toHaveBeenCalledTimes(1);
    // The earlier photo stays chosen.
    expect(screen.getByText('court.png')).toBeVisible();
    expect(screen.queryByText('rules.pdf')).toBeNull();
  });

  it('clears the file with Remove, revoking its preview and returning focus to the field', async () => {
    const onFileChange = vi.fn();
    render(<PhotoField preview onFileChange={onFileChange} />);
    const input = screen.getByLabelText('Profile photo');
    await userEvent.upload(input, photo);

    await userEvent.click(screen.getByRole('button', { name: 'Remove court.png' }));
    expect(onFileChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByText('court.png')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:court.png');
    expect(input).toHaveFocus();
  });

  it('revokes the preview of the file it replaces and when it goes away', async () => {
    const { unmount } = render(<PhotoField preview />);
    const input = screen.getByLabelText('Profile photo');
    await userEvent.upload(input, photo);
    const second = new File(['png'], 'net.png', { type: 'image/png' });
    await userEvent.upload(input, second);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:court.png');
    expect(screen.getByRole('img', { name: 'Preview of net.png' })).toBeVisible();
    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:net.png');
  });

  it('links its description and error and marks itself invalid', () => {
    render(<PhotoField description="PNG or JPEG, up to 1 KB." error="The photo is too big." />);
    const input = screen.getByLabelText('Profile photo');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('PNG or JPEG, up to 1 KB. The photo is too big.');
  });

  it('cannot be used when disabled', async () => {
    const onFileChange = vi.fn();
    render(<PhotoField disabled onFileChange={onFileChange} />);
    const input = screen.getByLabelText('Profile photo');
    expect(input).toBeDisabled();
    await userEvent.upload(input, photo);
    expect(onFileChange).not.toHaveBeenCalled();
  });

  it('is reached with Tab and named by its label and button text', async () => {
    render(<PhotoField />);
    await userEvent.tab();
    const input = screen.getByLabelText('Profile photo');
    expect(input).toHaveFocus();
    expect(input).toHaveAccessibleName('Profile photo Choose file');
  });
});
