import { LegalDocument } from './LegalDocument';

const TermsPage = () => <LegalDocument id="terms" />;

export default TermsPage;
