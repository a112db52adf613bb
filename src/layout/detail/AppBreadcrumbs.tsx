import { useState } from 'react';
import { Breadcrumbs, Link as MuiLink, Typography, Button } from '@mui/material';
import { Link } from 'react-router';
import { useTranslate } from 'react-admin';
import { trimBreadcrumbs } from '../../domain/breadcrumbs';

export type BreadcrumbItem = { label: string; to?: string };

/** At most 5 items (spec §9): the root, '…' for the hidden middle (click to show it), the last ones. */
export const AppBreadcrumbs = ({ items }: { items: readonly BreadcrumbItem[] }) => {
  const translate = useTranslate();
  const [expanded, setExpanded] = useState(false);
  const { head, tail, hiddenCount } = trimBreadcrumbs(items);
  const shown = expanded || hiddenCount === 0 ? [...items] : [...head, null, ...tail];
  const last = items.length - 1;

  return (
    <Breadcrumbs aria-label={translate('spendboard.shell.breadcrumb.label')} maxItems={Number.MAX_SAFE_INTEGER} sx={{ mb: 1 }}>
      {shown.map((item, index) => {
        if (item === null) {
          return (
            <Button key="more" size="small" onClick={() => setExpanded(true)} aria-label={translate('spendboard.shell.breadcrumb.more', { count: hiddenCount })} sx={{ minWidth: 0, p: 0 }}>
              …
            </Button>
          );
        }
        const isCurrent = item === items[last];
        return isCurrent || !item.to ? (
          <Typography key={`${index}-${item.label}`} color={isCurrent ? 'text.primary' : 'text.secondary'} aria-current={isCurrent ? 'page' : undefined}>
            {item.label}
          </Typography>
        ) : (
          <MuiLink key={`${index}-${item.label}`} component={Link} to={item.to} underline="hover" color="inherit">
            {item.label}
          </MuiLink>
        );
      })}
    </Breadcrumbs>
  );
};
