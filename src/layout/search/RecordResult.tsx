import { Box, Typography } from '@mui/material';
import type { SvgIconComponent } from '@mui/icons-material';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PersonOutline from '@mui/icons-material/PersonOutline';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { Link } from 'react-router';
import { ResultRow } from './ResultRow';
import { formatDayField } from '../../domain/dates';
import { maskedCardLabel, type SearchHitKind } from '../../domain/recordSearch';
import type { SearchHit } from '../../providers/data/methods/search';
import { Money } from '../Money';

const KIND_ICONS: Record<SearchHitKind, SvgIconComponent> = {
  person: PersonOutline,
  card: CreditCardOutlined,
  bill: ReceiptLongOutlined,
  expense: PaymentsOutlined,
  company: BusinessOutlined,
};

type RecordResultProps = {
  hit: SearchHit;
  id: string;
  highlighted: boolean;
  /** The record's page; null: `onOpen` decides (a company to switch to). */
  href: string | null;
  /** A second line of the shell's own (the active company). */
  note?: string;
  onOpen: () => void;
};

const LINK_SX = {
  fontWeight: 600,
  color: 'text.primary',
  textDecoration: 'none',
  textAlign: 'start',
  font: 'inherit',
  background: 'none',
  border: 0,
  p: 0,
  cursor: 'pointer',
  '&:hover, &:focus-visible': { textDecoration: 'underline' },
} as const;

/** The second line: the e-mail, the holder, the vendor, the spend day (DD/MM/YYYY), the company's city. */
const secondLine = (hit: SearchHit) => (hit.kind === 'expense' && hit.subtitle ? formatDayField(hit.subtitle) : hit.subtitle);

/** One record in the results: its kind's icon, its name (a card with •••• and its last four), a second line, its amount. */
export const RecordResult = ({ hit, id, highlighted, href, note, onOpen }: RecordResultProps) => {
  const Icon = KIND_ICONS[hit.kind];
  const title = (
    <>
      {hit.title}
      {hit.last_four && (
        <Box component="span" dir="ltr" sx={{ fontWeight: 400, whiteSpace: 'nowrap' }}>
          {' '}
          {maskedCardLabel(hit.last_four)}
        </Box>
      )}
    </>
  );
  const details = [secondLine(hit), note].filter(Boolean).join(' · ');
  return (
    <ResultRow id={id} highlighted={highlighted} icon={Icon}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {href ? (
          <Typography
            component={Link}
            to={href}
            onClick={onOpen}

            aria-current={highlighted ? 'true' : undefined}
            sx={LINK_SX}
          >
            {title}
          </Typography>
        ) : (
          <Typography
            component="button"
            type="button"
            onClick={onOpen}

            aria-current={highlighted ? 'true' : undefined}
            sx={LINK_SX}
          >
            {title}
          </Typography>
        )}
        {details && (
          <Typography variant="body2" color="text.secondary" noWrap>
            {details}
          </Typography>
        )}
      </Box>
      {hit.amount !== null && hit.currency !== null && (
        <Typography variant="body2" component="span">
          <Money amount={hit.amount} currency={hit.currency} showZero />
        </Typography>
      )}
    </ResultRow>
  );
};
