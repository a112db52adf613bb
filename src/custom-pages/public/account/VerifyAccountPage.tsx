import { verifyAdministratorAccount } from '../../../providers/public/account';
import { NewPasswordPage } from './NewPasswordPage';

/** `/administrator-verify-account?token=…&email=…`: an invited administrator verifies the account and sets a password. */
const VerifyAccountPage = () => <NewPasswordPage textKey="spendboard.account.verify" send={verifyAdministratorAccount} />;

export default VerifyAccountPage;
