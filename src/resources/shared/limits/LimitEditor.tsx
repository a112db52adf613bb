import { Alert, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Limit, LimitEntity } from '../../../api/schema';
import { allowedLimitModes, limitSetOnKey } from '../../../domain/limits';
import { LIMIT_MODES, limitPermission } from '../../../domain/permissionNames';
import { usePermissions } from '../../../providers/access/usePermissions';
import { LimitEditDialog } from './LimitEditDialog';
import { useLimit } from './useLimit';
import { useDialogOpen } from '../../../layout/navigation/useOpenUntilNavigation';
import { LimitFigures } from './LimitFigures';

export type LimitEditorProps = {
  /** Whose limit: member, department, company or card. */
  entity: LimitEntity;
  /** The member, department or card id; for a company, its UUID. */
  id: string | number;
  /** Whose limit, as the success notice names it ('•••• 4288', 'Marketing', 'Omar Khalil'). */
  ownerName: string;
  /** Hide the edit button (e.g. a terminated card). */
  readOnly?: boolean;
  /** After a save, with the limit the API answered. */
  onSaved?: (limit: Limit) => void;
};

/**
 * The limit of any entity (spec §6): its mode, where an inherited limit comes from, the three figures
 * of the money model (`LimitFigures`), and an edit dialog offering only the modes
 * `update_{entity}_limits_{mode}` allows.
 */
export const LimitEditor = ({ entity, id, ownerName, readOnly, onSaved }: LimitEditorProps) => {
  const translate = useTranslate();
  const query = useLimit(entity, id);
  const permissions = usePermissions(LIMIT_MODES.map((mode) => limitPermission(entity, mode)));
  const [editing, setEditing] = useDialogOpen();
  // A company has nothing to inherit from.
  const modes = allowedLimitModes(entity, permissions.isPermitted).filter((mode) => entity !== 'company' || mode !== 'inherited');

  if (query.isPending) return <CircularProgress size={24} aria-label={translate('spendboard.loading')} />;
  if (query.isError) return <Alert severity="error">{translate('spendboard.limits.load_failed')}</Alert>;
  const limit = query.data;
  const origin =
    limit.mode === 'inherited' && limit.inherited_from ? `spendboard.limits.inherited_from.${limit.inherited_from}` : limitSetOnKey(entity);

  return (
    <Card variant="outlined" component="section" aria-labelledby={`limit-${entity}-title`}>
      <CardContent>
        <Stack direction="row" justifyContent="space-between" alignItems="center" mb={1}>
          <Typography id={`limit-${entity}-title`} variant="h6" component="h2">
            {translate('spendboard.limits.title')}
          </Typography>
          {!readOnly && modes.length > 0 && (
            <Button variant="outlined" size="small" onClick={() => setEditing(true)}>
              {translate('spendboard.limits.edit')}
            </Button>
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary" mb={2}>
          {translate(`spendboard.limits.modes.${limit.mode}`)} · {translate(origin)}
        </Typography>
        <LimitFigures limit={limit} />
      </CardContent>
      {editing && (
        <LimitEditDialog
          entity={entity}
          id={id}
          ownerName={ownerName}
          limit={limit}
          modes={modes}
          onClose={() => setEditing(false)}
          onSaved={onSaved}
        />
      )}
    </Card>
  );
};
