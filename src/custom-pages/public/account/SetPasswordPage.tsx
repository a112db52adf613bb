import { resetPassword } from '../../../providers/public/account';
import { NewPasswordPage } from './NewPasswordPage';

/** `/set-password?token=…&email=…`: the new password, from a reset link. */
const SetPasswordPage = () => <NewPasswordPage textKey="spendboard.account.set" send={resetPassword} />;

export default SetPasswordPage;
