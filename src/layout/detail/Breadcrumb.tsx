import { Breadcrumbs, Link as MuiLink, Typography } from '@mui/material';
import { Link } from 'react-router';
import { useTranslate } from 'react-admin';
import { trimBreadcrumbs } from '../../domain/breadcrumbs';

export interface BreadcrumbItem {
  /** Already translated text (record names are data, not keys). */
  label: string;
  /** Omit for the current page. */
  path?: string;
}

/** At most 5 items (§9): the root, an ellipsis for what is left out, then the last ones. */
export const Breadcrumb = ({ items }: { items: readonly BreadcrumbItem[] }) => {
  const translate = useTranslate();
  const { head, tail, hiddenCount } = trimBreadcrumbs(items);
  const renderItem = (item: BreadcrumbItem, isLast: boolean) =>
    item.path && !isLast ? (
      <MuiLink key={`${item.path}-${item.label}`} component={Link} to={item.path} underline="hover" color="inherit">
        {item.label}
      </MuiLink>
    ) : (
      <Typography key={`current-${item.label}`} color="text.primary" aria-current={isLast ? 'page' : undefined}>
        {item.label}
      </Typography>
    );
  const visible = [...head, ...tail];
  return (
    <Breadcrumbs aria-label={translate('spendboard.detail.breadcrumb')} maxItems={visible.length + 1}>
      {head.map((item) => renderItem(item, visible.length === 1))}
      {hiddenCount > 0 ? <Typography key="gap">…</Typography> : null}
      {tail.map((item, index) => renderItem(item, index === tail.length - 1))}
    </Breadcrumbs>
  );
};
