import { Create } from 'react-admin';
import { DepartmentForm } from './DepartmentForm';

/** `/settings/departments/create` (create departments). */
const DepartmentCreate = () => (
  <Create resource="departments" title="spendboard.departments.create.title">
    <DepartmentForm doneMessage="spendboard.departments.create.done" />
  </Create>
);

export default DepartmentCreate;
