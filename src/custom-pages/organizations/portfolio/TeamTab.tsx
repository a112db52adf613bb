import { useState } from 'react';
import { Box, Button, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MEMBER_STATUSES } from '../../../domain/contractLists';
import { statusChip } from '../../../domain/statusColors';
import { StatusChip } from '../../../layout/StatusChip';
import type { PortfolioTeamFilters } from '../../../providers/data/methods/portfolio';
import { personPaths } from '../../../resources/people/paths';
import { FilterSelect } from './FilterSelect';
import { CrossCompanyOnly, P, QueryState, useOpenInCompany } from './PortfolioParts';
import { usePortfolio, usePortfolioTeam } from './usePortfolio';
import { TableScroll } from '../../../layout/lists/TableScroll';

const PER_PAGE = 25;

/** Invite someone to one of the user's companies: the company's own invitation form, in that company (§4 switch). */
const InviteToCompany = ({ companies }: { companies: { id: string; name: string }[] }) => {
  const translate = useTranslate();
  const { open, prompts } = useOpenInCompany();
  const [companyId, setCompanyId] = useState('');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
      <FilterSelect
        id="team-invite-company"
        label={translate(`${P}.team.invite_company`)}
        value={companyId}
        onChange={setCompanyId}
        choices={companies}
        allLabel={translate(`${P}.team.choose_company`)}
      />
      <Button variant="contained" size="small" disabled={companyId === ''} onClick={() => open(companyId, personPaths.create)}>
        {translate(`${P}.team.invite`)}
      </Button>
      {prompts}
    </Stack>
  );
};

const TeamView = () => {
  const translate = useTranslate();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<PortfolioTeamFilters>({});
  const portfolio = usePortfolio();
  const query = usePortfolioTeam({ page, perPage: PER_PAGE, search, filters });
  const companies = (portfolio.data?.companies ?? []).filter((company) => company.members !== undefined);
  const setFilter = (key: keyof PortfolioTeamFilters, value: string) => {
    setPage(1);
    setFilters((current) => {
      const next = { ...current } as Record<string, string>;
      if (value === '') delete next[key];
      else next[key] = value;
      return next as PortfolioTeamFilters;
    });
  };
  const total = query.data?.meta.total ?? 0;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <InviteToCompany companies={companies.map((company) => ({ id: company.id, name: company.name }))} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
        role="search"
        aria-label={translate(`${P}.team.filters`)}
      >
        <TextField
          size="small"
          id="team-search"
          label={translate(`${P}.team.search`)}
          value={search}
          onChange={(event) => {
            setPage(1);
            setSearch(event.target.value);
          }}
        />
        <FilterSelect
          id="team-company"
          label={translate(`${P}.team.company`)}
          value={filters.company_id ?? ''}
          onChange={(value) => setFilter('company_id', value)}
          choices={companies.map((company) => ({ id: company.id, name: company.name }))}
        />
        <FilterSelect
          id="team-role"
          label={translate(`${P}.team.role`)}
          value={filters.role ?? ''}
          onChange={(value) => setFilter('role', value)}
          choices={(query.data?.roles ?? []).map((role) => ({ id: role, name: role }))}
        />
        <FilterSelect
          id="team-status"
          label={translate(`${P}.team.status`)}
          value={filters.status ?? ''}
          onChange={(value) => setFilter('status', value)}
          choices={MEMBER_STATUSES.map((status) => ({ id: status, name: translate(statusChip('member', status).labelKey ?? status) }))}
        />
      </Stack>
      {!query.data ? (
        <QueryState isPending={query.isPending} isError={query.isError} retry={() => void query.refetch()} />
      ) : total === 0 ? (
        <Typography sx={{ py: 3 }}>{translate(`${P}.team.empty`)}</Typography>
      ) : (
        <>
          <TableScroll label={translate(`${P}.team.title`, { smart_count: total })}>
            <Table size="small" aria-label={translate(`${P}.team.title`, { smart_count: total })}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate(`${P}.team.name`)}</TableCell>
                  <TableCell>{translate(`${P}.team.email`)}</TableCell>
                  <TableCell>{translate(`${P}.team.companies`)}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {query.data.data.map((person) => (
                  <TableRow key={person.email} data-person={person.email}>
                    <TableCell>{person.name || '—'}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{person.email}</TableCell>
                    <TableCell>
                      <Stack spacing={0.5}>
                        {person.companies.map((entry) => (
                          <Stack
                            key={entry.company_id}
                            direction="row"
                            spacing={1}
                            useFlexGap
                            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                          >
                            <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
                              {entry.company_name}
                            </Typography>
                            {entry.roles.length > 0 ? (
                              <Chip size="small" variant="outlined" label={entry.roles.join(', ')} />
                            ) : (
                              <Typography variant="body2" component="span" color="text.secondary">
                                {translate(`${P}.team.no_role`)}
                              </Typography>
                            )}
                            <StatusChip family="member" status={entry.status} />
                          </Stack>
                        ))}
                      </Stack>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableScroll>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
            <Typography variant="body2">
              {translate(`${P}.team.page`, { from: (page - 1) * PER_PAGE + 1, to: Math.min(page * PER_PAGE, total), total })}
            </Typography>
            <Button size="small" disabled={page === 1} onClick={() => setPage(page - 1)}>
              {translate('ra.navigation.prev')}
            </Button>
            <Button size="small" disabled={page * PER_PAGE >= total} onClick={() => setPage(page + 1)}>
              {translate('ra.navigation.next')}
            </Button>
          </Stack>
        </>
      )}
    </Box>
  );
};

/** `/organizations/team`: the people of every company the user manages (issue 15). */
const TeamTab = () => (
  <CrossCompanyOnly>
    <TeamView />
  </CrossCompanyOnly>
);

export default TeamTab;
