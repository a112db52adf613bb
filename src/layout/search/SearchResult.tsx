import { Box, Chip, IconButton, Typography } from '@mui/material';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import { Link } from 'react-router';
import { ResultRow } from './ResultRow';
import { useTranslate } from 'react-admin';
import { quickActionHref } from '../../domain/globalSearch';
import type { RouteSearchItem } from '../navigation/searchIndex';

type SearchResultProps = {
  item: RouteSearchItem;
  id: string;
  highlighted: boolean;
  starred: boolean;
  onToggleStar: () => void;
  onNavigate: () => void;
};

/** One route in the results: link, description, quick-action chips, star. */
export const SearchResult = ({ item, id, highlighted, starred, onToggleStar, onNavigate }: SearchResultProps) => {
  const translate = useTranslate();
  const Icon = item.icon;
  return (
    <ResultRow id={id} highlighted={highlighted} icon={Icon}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography
          component={Link}
          to={item.path}
          onClick={onNavigate}
          aria-current={highlighted ? 'true' : undefined}
          sx={{
            fontWeight: 600,
            color: 'text.primary',
            textDecoration: 'none',
            '&:hover, &:focus-visible': { textDecoration: 'underline' },
          }}
        >
          {item.label}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {item.description}
        </Typography>
        {item.quickActions.length > 0 && (
          <Box sx={{ display: 'flex', gap: 0.5, mt: 0.5, flexWrap: 'wrap' }}>
            {item.quickActions.map(({ action, icon: ActionIcon, label }) => (
              <Chip
                key={action}
                component={Link}
                to={quickActionHref(item.path, action)}
                onClick={onNavigate}
                clickable
                size="small"
                variant="outlined"
                icon={<ActionIcon fontSize="small" />}
                label={label}
                aria-label={`${item.label}: ${label}`}
              />
            ))}
          </Box>
        )}
      </Box>
      <IconButton
        size="small"
        onClick={onToggleStar}
        aria-pressed={starred}
        aria-label={translate(starred ? 'spendboard.shell.search.unstar' : 'spendboard.shell.search.star', { label: item.label })}
      >
        {starred ? <Star fontSize="small" color="warning" /> : <StarBorder fontSize="small" />}
      </IconButton>
    </ResultRow>
  );
};
