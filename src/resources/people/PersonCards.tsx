import { StatusChip } from '../../layout/StatusChip';
import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { Link } from 'react-router';
import { useTranslate } from 'react-admin';
import type { Member } from '../../api/schema';
import { cardOptionLabel } from '../../domain/cards';
import { formatDate } from '../../domain/dates';
import { EmptyTab } from './EmptyTab';
import { AMOUNT_CELL, Money } from '../../layout/Money';
import { LimitCap } from '../shared/limits/LimitCap';

/** `/people/cards/{pid}`: the person's cards with their limits (`partials[]=cards.limit`). */
export const PersonCards = ({ member }: { member: Member }) => {
  const translate = useTranslate();
  const cards = member.cards ?? [];
  if (cards.length === 0) return <EmptyTab message="spendboard.people.detail.no_cards" />;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={translate('spendboard.people.tabs.cards')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.cards.fields.number')}</TableCell>
            <TableCell>{translate('resources.cards.fields.status')}</TableCell>
            <TableCell>{translate('resources.cards.fields.currency')}</TableCell>
            <TableCell align="right">{translate('resources.people.fields.limit')}</TableCell>
            <TableCell align="right">{translate('spendboard.limits.figures.spent')}</TableCell>
            <TableCell align="right">{translate('spendboard.limits.figures.funded')}</TableCell>
            <TableCell>{translate('resources.cards.fields.expired_at')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {cards.map((card) => (
            <TableRow key={card.id} hover>
              <TableCell>
                <Link to={`/cards/overview/${card.id}`}>{cardOptionLabel(card)}</Link>
              </TableCell>
              <TableCell>
                <StatusChip family="card" status={card.status} />
              </TableCell>
              <TableCell>{card.currency}</TableCell>
              <TableCell {...AMOUNT_CELL}>
                <LimitCap limit={card.limit} currency={card.currency} />
              </TableCell>
              <TableCell {...AMOUNT_CELL}>
                <Money amount={card.limit?.spent} currency={card.limit?.currency ?? card.currency} />
              </TableCell>
              <TableCell {...AMOUNT_CELL}>
                <Money amount={card.limit?.balance} currency={card.limit?.currency ?? card.currency} />
              </TableCell>
              <TableCell>{formatDate(card.expired_at)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
