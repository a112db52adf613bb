import { Avatar, Chip, Stack, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { mainRoleOf } from '../../domain/approvalInbox';
import { avatarColor, avatarInitials, AVATAR_TEXT_COLOR } from '../../domain/avatar';
import type { PortfolioCompany } from '../../providers/data/methods/portfolio';
import { StatusChip } from '../StatusChip';

/** What §3 decorates a company with: its status, the user's roles there and its plan. */
export type CompanyDecorationData = Pick<PortfolioCompany, 'status' | 'roles' | 'plan'>;

/** A company's avatar (§9): the colour of its name's first letter, up to two initials. */
export const CompanyAvatar = ({ name, size = 40 }: { name: string; size?: number }) => (
  <Avatar
    aria-hidden
    data-testid="company-avatar"
    sx={{ bgcolor: avatarColor(name), color: AVATAR_TEXT_COLOR, width: size, height: size, fontSize: size * 0.4, fontWeight: 600 }}
  >
    {avatarInitials(name)}
  </Avatar>
);

/** The user's role there: the main one (lowest id), the others as +N with their names on hover (§6). */
export const CompanyRoles = ({ roles }: { roles: readonly string[] }) => {
  const translate = useTranslate();
  const { main, others } = mainRoleOf(roles);
  if (!main) return null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }} data-testid="company-roles">
      <Chip size="small" label={main} variant="outlined" />
      {others.length > 0 && (
        <Tooltip title={others.join(', ')}>
          <Chip
            size="small"
            label={`+${others.length}`}
            aria-label={translate('spendboard.access.more_roles') + ': ' + others.join(', ')}
            tabIndex={0}
          />
        </Tooltip>
      )}
    </Stack>
  );
};

/**
 * The company's badges, the same on My Portfolio and in the company switcher (§3): status, the
 * user's roles there, its plan.
 */
export const CompanyBadges = ({ decoration }: { decoration: CompanyDecorationData }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap data-testid="company-badges">
      <StatusChip family="card" status={decoration.status} />
      <CompanyRoles roles={decoration.roles} />
      <Typography variant="caption" color="text.secondary" data-testid="company-plan">
        {translate('spendboard.portfolio.card.plan', { plan: translate(`spendboard.portfolio.plans.${decoration.plan}`) })}
      </Typography>
    </Stack>
  );
};
