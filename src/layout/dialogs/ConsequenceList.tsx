import type { ReactNode } from 'react';
import { DialogContentText, List, ListItem } from '@mui/material';
import { useTranslate } from 'react-admin';

type ConsequenceListProps = {
  /** The element id a dialog's `aria-describedby` names. */
  id: string;
  consequences?: ReactNode[];
  /** Still being counted: says so instead. */
  loading?: boolean;
};

/** What a confirmed action will do, from data, as a bulleted list below the question. */
export const ConsequenceList = ({ id, consequences, loading = false }: ConsequenceListProps) => {
  const translate = useTranslate();
  if (loading) return <DialogContentText role="status">{translate('spendboard.consequences.loading')}</DialogContentText>;
  if (!consequences?.length) return null;
  return (
    <List id={id} aria-label={translate('spendboard.consequences.label')} dense disablePadding sx={{ listStyle: 'disc', pl: 3 }}>
      {consequences.map((consequence, index) => (
        <ListItem key={index} disableGutters sx={{ display: 'list-item', py: 0.25 }}>
          {consequence}
        </ListItem>
      ))}
    </List>
  );
};
