import { ReferenceInput, SelectInput, TextInput } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { CompanySettingsWrites } from '../../providers/data/methods/companySettings';
import { SettingsSection, useSectionReadOnly } from './SettingsSection';

const toWrite = (values: FieldValues): CompanySettingsWrites['transfer_approval_department'] => ({
  department_id: values.department_id ? Number(values.department_id) : null,
});

/** Editable: the company's departments to choose from; read-only: the chosen one's name (no department list needed). */
const DepartmentInput = () => {
  const readOnly = useSectionReadOnly();
  if (readOnly) return <TextInput source="department_name" label="resources.company-settings.fields.department_id" readOnly />;
  return (
    <ReferenceInput source="department_id" reference="departments" perPage={1000} sort={{ field: 'name', order: 'ASC' }}>
      <SelectInput
        optionText="name"
        label="resources.company-settings.fields.department_id"
        emptyText="resources.company-settings.no_approval_department"
        helperText="resources.company-settings.help.department_id"
      />
    </ReferenceInput>
  );
};

/** The department whose administrators approve transfers (update transfer approval department information). */
export const TransferApprovalSection = ({ readOnly }: { readOnly: boolean }) => (
  <SettingsSection section="transfer_approval_department" readOnly={readOnly} toWrite={toWrite}>
    <DepartmentInput />
  </SettingsSection>
);
