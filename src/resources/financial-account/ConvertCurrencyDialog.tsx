import CloseOutlined from '@mui/icons-material/CloseOutlined';
import { Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DrawerUnsavedGuard } from '../../layout/drawer/DrawerUnsavedGuard';
import type { WalletSummary } from '../../providers/data/methods/wallet';
import { ConvertCurrencyForm } from './ConvertCurrencyForm';

const T = 'resources.wallet-entries.convert';

/** Convert currency: the wallet's conversion form in a dialog that asks before throwing typed input away. */
export const ConvertCurrencyDialog = ({
  open,
  onClose,
  wallet,
}: {
  open: boolean;
  onClose: () => void;
  wallet: WalletSummary | undefined;
}) => {
  const translate = useTranslate();
  return (
    <DrawerUnsavedGuard onClose={onClose}>
      {(close) => (
        <Dialog open={open && wallet !== undefined} onClose={close} aria-labelledby="convert-currency-title" maxWidth="sm" fullWidth>
          <DialogTitle id="convert-currency-title" sx={{ pe: 6 }}>
            {translate(`${T}.title`)}
            <IconButton aria-label={translate('ra.action.close')} onClick={close} sx={{ position: 'absolute', insetInlineEnd: 8, top: 8 }}>
              <CloseOutlined />
            </IconButton>
          </DialogTitle>
          <DialogContent>{wallet && <ConvertCurrencyForm wallet={wallet} onConverted={onClose} />}</DialogContent>
        </Dialog>
      )}
    </DrawerUnsavedGuard>
  );
};
