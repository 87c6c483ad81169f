export { Toaster } from './toaster.tsx';
export {
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  dismissToast,
  resetToasts,
  toast,
  type ToastActionOptions,
  type ToastHandle,
  type ToastItem,
  type ToastOptions,
  type ToastVariant,
} from './toast-store.ts';
export { useToast } from './use-toast.ts';
