import CloseOutlined from '@mui/icons-material/CloseOutlined';
import { Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DrawerUnsavedGuard } from '../../layout/drawer/DrawerUnsavedGuard';
import { TransferForm } from '../shared/transfers';

const T = 'resources.wallet-entries';

/**
 * Move money (`?action=move-money`): the company's transfer form, from the company wallet to a
 * department, person or card or back, by the transfer rules and permissions (never more than the
 * source holds; review before sending). Closes after a transfer (which has read again what it changed:
 * `transferWriteAlso`, the wallet included).
 */
export const MoveMoneyDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  // A transfer typed but not sent asks before Escape, a click outside or the close button throw it away.
  return (
    <DrawerUnsavedGuard onClose={onClose}>
      {(close) => (
        <Dialog open={open} onClose={close} aria-labelledby="move-money-title" maxWidth="sm" fullWidth>
          <DialogTitle id="move-money-title" sx={{ pe: 6 }}>
            {translate(`${T}.move_money_title`)}
            <IconButton aria-label={translate('ra.action.close')} onClick={close} sx={{ position: 'absolute', insetInlineEnd: 8, top: 8 }}>
              <CloseOutlined />
            </IconButton>
          </DialogTitle>
          <DialogContent>
            <TransferForm entity="company" id="" onTransferred={onClose} />
          </DialogContent>
        </Dialog>
      )}
    </DrawerUnsavedGuard>
  );
};
