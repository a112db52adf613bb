import { Box, Button, Chip, IconButton, ListItem, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { useTranslate } from 'react-admin';
import { displayCompanyId } from '../../domain/companies';
import type { SubTenant } from '../../providers/session/sessionBootstrap';
import { CompanyAvatar, CompanyBadges, type CompanyDecorationData } from '../company/CompanyDecoration';

export type CompanyListItemProps = {
  company: SubTenant;
  /** §3's decoration (as on My Portfolio), once it has loaded. */
  decoration?: CompanyDecorationData;
  isActive: boolean;
  isFavorite: boolean;
  isDefault: boolean;
  onToggleFavorite: (companyId: string) => void;
  onToggleDefault: (companyId: string) => void;
  onSwitch: (companyId: string) => void;
  /** The decorations are still loading: their line is held by a placeholder of its height. */
  decorationPending?: boolean;
};

/** One company: avatar, name, its decoration (§3), 10-character id, total users; favourite star, default toggle, switch. */
export const CompanyListItem = ({
  company,
  decoration,
  isActive,
  isFavorite,
  isDefault,
  onToggleFavorite,
  onToggleDefault,
  onSwitch,
  decorationPending = false,
}: CompanyListItemProps) => {
  const translate = useTranslate();
  const favoriteLabel = translate(isFavorite ? 'spendboard.companies.remove_favourite' : 'spendboard.companies.add_favourite', {
    name: company.name,
  });
  return (
    <ListItem
      divider
      aria-label={company.name}
      sx={{ alignItems: 'flex-start', gap: 1, py: 1.5, bgcolor: isActive ? 'action.selected' : undefined }}
    >
      <Tooltip title={favoriteLabel}>
        <IconButton aria-label={favoriteLabel} aria-pressed={isFavorite} onClick={() => onToggleFavorite(company.id)} size="small">
          {isFavorite ? <StarIcon sx={{ color: 'warning.main' }} /> : <StarBorderIcon />}
        </IconButton>
      </Tooltip>
      <CompanyAvatar name={company.name} size={32} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{company.name}</Typography>
          {isActive ? <Chip size="small" color="primary" label={translate('spendboard.companies.active')} /> : null}
          {isDefault ? <Chip size="small" variant="outlined" label={translate('spendboard.companies.default')} /> : null}
        </Stack>
        {/* While the decorations load, their line keeps its place: the buttons below never move under a click. */}
        {decoration ? (
          <CompanyBadges decoration={decoration} />
        ) : decorationPending ? (
          <Skeleton variant="rounded" width={200} height={24} aria-hidden data-testid="company-badges-pending" />
        ) : null}
        <Typography variant="body2" color="text.secondary">
          <Box component="span" sx={{ fontFamily: 'monospace' }} title={company.id}>
            {displayCompanyId(company.id)}
          </Box>
          {' · '}
          {translate('spendboard.companies.total_users', { smart_count: company.total_users })}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Button size="small" variant="outlined" aria-pressed={isDefault} onClick={() => onToggleDefault(company.id)}>
            {translate(isDefault ? 'spendboard.companies.clear_default' : 'spendboard.companies.set_default')}
          </Button>
          {isActive ? null : (
            <Button
              size="small"
              variant="contained"
              onClick={() => onSwitch(company.id)}
              aria-label={`${translate('spendboard.companies.switch')} ${company.name}`}
            >
              {translate('spendboard.companies.switch')}
            </Button>
          )}
        </Stack>
      </Box>
    </ListItem>
  );
};
