import { App } from 'antd';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Protects unsaved form changes: the browser asks before the page unloads, and `confirmLeave`
 * asks (Leave / Stay, Stay the default) before the app closes the form. Without changes both let go at once.
 */
export function useUnsavedGuard(dirty: boolean) {
  const { t } = useTranslation();
  const { modal } = App.useApp();

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const confirmLeave = useCallback(
    (leave: () => void) => {
      if (!dirty) return leave();
      modal.confirm({
        title: t('engine.unsavedChanges'),
        okText: t('engine.leave'),
        cancelText: t('engine.stay'),
        okButtonProps: { danger: true },
        // Enter must never throw work away: the safe answer has the focus.
        autoFocusButton: 'cancel',
        onOk: leave,
      });
    },
    [dirty, modal, t],
  );
  return { confirmLeave };
}
