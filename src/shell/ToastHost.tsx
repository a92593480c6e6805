import { App as AntdApp } from 'antd';
import { HELPER_TOAST_SECONDS } from '../../resources/constants.ts';

/** antd's toast defaults for the whole app (spec §9): a toast that names no duration is a helper toast. */
const TOAST_DEFAULTS = { duration: HELPER_TOAST_SECONDS } as const;

/**
 * antd's App context with spec §9's timing: helper toasts (operation successful, operation failed,
 * network abnormal) last 1.5 s; the server's messages and the expired login name their own 5 s and 3 s.
 */
export function ToastHost({ children }: { children: React.ReactNode }) {
  return <AntdApp message={TOAST_DEFAULTS}>{children}</AntdApp>;
}
