import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Upload } from 'lucide-react';
import { Button, buttonVariants } from '../button/button.tsx';
import { cn } from '../lib/cn.ts';
import { acceptsFile } from './accepts-file.ts';

export type FileRejection = 'type' | 'size';

export type FileInputProps = {
  id?: string;
  label: string;
  /** As on `<input type="file">`: MIME types, wildcards like `image/*`, or extensions like `.pdf`. */
  accept?: string;
  maxSizeBytes?: number;
  /** Shows a preview of a chosen image. */
  preview?: boolean;
  /** Alternative text of the preview; by default "Preview of <file name>". */
  previewAlt?: string;
  /** Shown under the field and marks it invalid. */
  error?: string;
  description?: string;
  /** Called with the chosen file, or null once it is removed. */
  onFileChange(file: File | null): void;
  /** Called instead of onFileChange for a file of the wrong type or too big; it is not kept. */
  onReject?(reason: FileRejection, file: File): void;
  disabled?: boolean;
  className?: string;
};

/** An object URL for the file while it is shown, revoked when the file changes or the field unmounts. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (file === null) return;
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [file]);
  return url;
}

function rejectionOf(file: File, accept: string | undefined, maxSizeBytes: number | undefined) {
  if (!acceptsFile(file, accept)) return 'type';
  if (maxSizeBytes !== undefined && file.size > maxSizeBytes) return 'size';
  return null;
}

/**
 * A real file input, visually hidden but focusable, whose label is styled as the button: keyboards
 * and screen readers get the native control, everyone gets a consistent look.
 */
export function FileInput({
  id,
  label,
  accept,
  maxSizeBytes,
  preview = false,
  previewAlt,
  error,
  description,
  onFileChange,
  onReject,
  disabled = false,
  className,
}: FileInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const labelId = `${inputId}-label`;
  const buttonId = `${inputId}-button`;
  const descriptionId = `${inputId}-description`;
  const errorId = `${inputId}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const previewUrl = useObjectUrl(preview && file?.type.startsWith('image/') ? file : null);
  const invalid = error !== undefined && error !== '';

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // A cancelled picker keeps the file chosen before.
    if (chosen === undefined) return;
    const rejection = rejectionOf(chosen, accept, maxSizeBytes);
    if (rejection !== null) {
      event.target.value = '';
      onReject?.(rejection, chosen);
      return;
    }
    setFile(chosen);
    onFileChange(chosen);
  };

  const remove = () => {
    if (inputRef.current !== null) inputRef.current.value = '';
    setFile(null);
    onFileChange(null);
    // The Remove button disappears; keep keyboard users on the field.
    inputRef.current?.focus();
  };

  const describedBy = [description ? descriptionId : null, invalid ? errorId : null]
    .filter((value) => value !== null)
    .join(' ');

  return (
    <div data-slot="file-input" className={cn('relative grid min-w-0 gap-2', className)}>
      <span id={labelId} className="text-sm leading-none font-medium">
        {label}
      </span>
      {description ? (
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
      <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2">
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={accept}
          disabled={disabled}
          aria-labelledby={`${labelId} ${buttonId}`}
          aria-describedby={describedBy === '' ? undefined : describedBy}
          aria-invalid={invalid || undefined}
          onChange={choose}
          className="peer sr-only"
        />
        <label
          id={buttonId}
          htmlFor={inputId}
          className={cn(
            buttonVariants({ variant: 'outline' }),
            'h-11 cursor-pointer sm:h-9',
            'peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2',
            'peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
            'peer-aria-invalid:border-destructive',
          )}
        >
          <Upload aria-hidden />
          {file === null ? 'Choose file' : 'Change file'}
        </label>
        {file === null ? (
          <span className="text-sm text-muted-foreground">No file chosen</span>
        ) : (
          <>
            <span className="min-w-0 text-sm">{file.name}</span>
            <Button
              type="button"
              variant="ghost"
              className="h-11 sm:h-9"
              disabled={disabled}
              aria-label={`Remove ${file.name}`}
              onClick={remove}
            >
              Remove
            </Button>
          </>
        )}
      </div>
      {previewUrl === null || file === null ? null : (
        <img
          src={previewUrl}
          alt={previewAlt ?? `Preview of ${file.name}`}
          className="max-h-48 w-fit max-w-full rounded-md border object-contain"
        />
      )}
      {/* Always present, so an error that appears (say after a rejected file) is announced. */}
      <p id={errorId} aria-live="polite" className="text-sm text-destructive empty:sr-only">
        {invalid ? error : null}
      </p>
    </div>
  );
}
