// Host of the confirmation asked before any configuration PATCH (docs/product-rules.md#calls), mounted once by the
// signed-in shell; `confirmConfigurationUpdate` opens it.
import { ConfirmDialog } from 'primereact/confirmdialog';
import { CONFIGURATION_CONFIRM_TAG } from './confirm-configuration-update.ts';

export function ConfigurationConfirmHost() {
  return <ConfirmDialog tagKey={CONFIGURATION_CONFIRM_TAG} />;
}
