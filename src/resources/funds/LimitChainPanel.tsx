import { Alert, Box, CircularProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import type { LimitEntity } from '../../api/schema';
import { formatMoney } from '../../domain/amounts';
import { availableAfterFunding, limitChain } from '../../domain/limitChain';
import { companyQueryKey } from '../../providers/data/queryKeys';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';
import { TableScroll } from '../../layout/lists/TableScroll';

const T = 'resources.funding-requests.chain';

/**
 * The effective limit of the chosen target: company → department → person → card, each level's
 * mode, what is left there and what can be spent (the tightest level above caps it), and what the
 * target could spend with the requested amount, so the requester sees why the money is needed.
 */
export const LimitChainPanel = ({ type, id, amount }: { type: LimitEntity; id: number | string | undefined; amount: number }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useAppDataProvider();
  const ready = type === 'company' || (id !== undefined && id !== null && id !== '');
  const chain = useQuery({
    queryKey: companyQueryKey('limit-chain', type, String(id ?? '')),
    queryFn: () => dataProvider.getLimitChain(type, id),
    enabled: ready,
  });
  if (!ready) return null;
  if (chain.isPending) return <CircularProgress size={20} aria-label={translate('spendboard.loading')} />;
  if (!chain.data) return null;
  const levels = limitChain(chain.data);
  const target = levels.at(-1);
  if (!target) return null;
  const money = (value: number) => formatMoney(value, target.limit.currency, locale);
  return (
    <Box component="section" aria-labelledby="limit-chain-title" sx={{ mt: 1, mb: 2 }}>
      <Typography id="limit-chain-title" variant="subtitle1" component="h3">
        {translate(`${T}.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" mb={1}>
        {translate(`${T}.help`)}
      </Typography>
      <TableScroll label={translate(`${T}.title`)}>
        <Table size="small" data-testid="limit-chain">
          <TableHead>
            <TableRow>
              <TableCell />
              <TableCell>{translate(`${T}.mode`)}</TableCell>
              <TableCell align="right">{translate(`${T}.left`)}</TableCell>
              <TableCell align="right">{translate(`${T}.available`)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {levels.map((level) => (
              <TableRow key={`${level.entity}-${level.id ?? ''}`}>
                <TableCell component="th" scope="row">
                  {translate(`${T}.level`, { entity: translate(`${T}.entities.${level.entity}`), name: level.name })}
                </TableCell>
                <TableCell>{translate(`${T}.modes.${level.limit.mode}`)}</TableCell>
                <TableCell align="right">{level.own === null ? translate(`${T}.inherited`) : money(level.own)}</TableCell>
                <TableCell align="right">{money(level.available)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableScroll>
      <Alert severity="info" sx={{ mt: 1 }} data-testid="limit-chain-effective">
        {amount > 0
          ? translate(`${T}.effective`, {
              name: target.name,
              amount: money(target.available),
              after: money(availableAfterFunding(chain.data, amount)),
            })
          : translate(`${T}.effective_now`, { name: target.name, amount: money(target.available) })}
      </Alert>
    </Box>
  );
};
