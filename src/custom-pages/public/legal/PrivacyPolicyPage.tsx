import { LegalDocument } from './LegalDocument';

const PrivacyPolicyPage = () => <LegalDocument id="privacy" />;

export default PrivacyPolicyPage;
