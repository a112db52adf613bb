import { DataTable, ListContextProvider, Pagination, ResourceContextProvider, useTranslate } from 'react-admin';
import { ResponsiveDataTable } from '../../layout/lists/ResponsiveDataTable';
import { AMOUNT_CELL } from '../../layout/Money';
import { StatusChip } from '../../layout/StatusChip';
import type { ComplianceFlagRecord } from '../../providers/data/methods/compliance';
import { Decided, FlagActions, FlagCard, FlagMoney, RecordLinks, type Decide } from './FlagParts';
import { useExplanationText } from './useExplanationText';
import { FLAGS_RESOURCE, type FlagsState } from './useFlagsState';

const T = 'spendboard.compliance';
const PAGE_SIZES = [10, 20, 50];
const Column = DataTable.Col<ComplianceFlagRecord>;

/**
 * The page of flags: rule, why it fired (and who decided it), severity, the records it names, the amount, its status
 * and, for those who may manage compliance, resolve and dismiss; a card per flag below 600 px; the pagination.
 */
export const FlagsTable = ({ context, canManage, onDecide }: { context: FlagsState['context']; canManage: boolean; onDecide: Decide }) => {
  const translate = useTranslate();
  const explain = useExplanationText();
  return (
    <ResourceContextProvider value={FLAGS_RESOURCE}>
      <ListContextProvider value={context}>
        <ResponsiveDataTable<ComplianceFlagRecord>
          aria-label={translate(`${T}.flags.title`)}
          // Rows are not links (a flag has no page of its own): no hover shade, which also kept the
          // actions' colours below contrast under the pointer.
          hover={false}
          phone={{
            primaryText: (flag) => translate(`${T}.kinds.${flag.rule_kind}`),
            tertiaryText: (flag) => <FlagMoney flag={flag} />,
            secondaryText: (flag) => <FlagCard flag={flag} canManage={canManage} onDecide={onDecide} />,
          }}
        >
          <Column source="rule_kind" label={`${T}.flags.rule`} disableSort render={(flag) => translate(`${T}.kinds.${flag.rule_kind}`)} />
          <Column
            source="explanation"
            label={`${T}.flags.why`}
            disableSort
            cellSx={() => ({ minWidth: 280 })}
            render={(flag) => (
              <>
                {explain(flag.explanation)}
                <Decided flag={flag} />
              </>
            )}
          />
          <Column
            source="severity"
            label={`${T}.flags.severity`}
            disableSort
            render={(flag) => <StatusChip family="compliance_severity" status={flag.severity} />}
          />
          <Column source="subject" label={`${T}.flags.records`} disableSort render={(flag) => <RecordLinks flag={flag} />} />
          <Column
            source="amount"
            label={`${T}.flags.amount`}
            disableSort
            align="right"
            cellSx={() => AMOUNT_CELL.sx}
            render={(flag) => <FlagMoney flag={flag} />}
          />
          <Column
            source="status"
            label={`${T}.flags.status`}
            disableSort
            render={(flag) => <StatusChip family="compliance_flag" status={flag.status} />}
          />
          {canManage ? (
            <Column
              source="id"
              label={`${T}.flags.actions`}
              disableSort
              cellSx={() => ({ whiteSpace: 'nowrap' })}
              render={(flag) => <FlagActions flag={flag} onDecide={onDecide} />}
            />
          ) : null}
        </ResponsiveDataTable>
        <Pagination rowsPerPageOptions={PAGE_SIZES} />
      </ListContextProvider>
    </ResourceContextProvider>
  );
};
