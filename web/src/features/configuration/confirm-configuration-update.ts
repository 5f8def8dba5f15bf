// docs/product-rules.md#calls: before any configuration PATCH the user confirms a dialog; refusal sends nothing.
// PrimeReact's confirmDialog (and the Dialog under it) is loaded when a change is confirmed, not with
// the configuration screens.
import i18next from 'i18next';

/** tagKey of the <ConfirmDialog> host (configuration-confirm-host.tsx, mounted by the signed-in shell). */
export const CONFIGURATION_CONFIRM_TAG = 'configuration';

export type ConfirmUpdate = () => Promise<boolean>;

export const confirmConfigurationUpdate: ConfirmUpdate = async () => {
  const { confirmDialog } = await import('primereact/confirmdialog');
  return new Promise<boolean>((resolve) => {
    confirmDialog({
      tagKey: CONFIGURATION_CONFIRM_TAG,
      header: i18next.t('session:configurationConfirm.header'),
      message: i18next.t('session:configurationConfirm.message'),
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: i18next.t('session:configurationConfirm.accept'),
      rejectLabel: i18next.t('session:configurationConfirm.reject'),
      defaultFocus: 'reject',
      accept: () => resolve(true),
      reject: () => resolve(false),
      onHide: () => resolve(false),
    });
  });
};
