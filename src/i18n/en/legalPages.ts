/**
 * English texts of the legal pages (`/terms`, `/legal`, `/privacy-policy`). Long, so not in
 * the eager catalogue: the legal pages' own chunk loads them (see useLegalText).
 */
export const legalPagesMessagesEn = {
  legal_pages: {
    updated: 'Last updated: 1 November 2026',
    nav_label: 'Legal documents',
    back_to_sign_in: 'Back to sign in',
    terms: {
      title: 'Terms of Service',
      intro:
        'These terms govern the use of Spendboard, a spend-management service for companies and their sub-organizations. By signing in, you accept them on behalf of the company that gave you access.',
      sections: {
        service: {
          heading: '1. The service',
          body: 'Spendboard lets authorised administrators manage corporate cards, expenses, bills, funding requests, people, departments, roles and accounting integrations across the companies of their firm. Features may change as the service evolves; we announce material changes in advance.',
        },
        accounts: {
          heading: '2. Accounts and access',
          body: 'Accounts are personal. Keep your password confidential and sign out on shared devices. Your company decides who has access and which roles and permissions each administrator holds, and is responsible for the actions taken under its accounts.',
        },
        cards: {
          heading: '3. Cards and payments',
          body: 'Corporate cards are issued by our card-issuing partner under its own cardholder terms. Card limits, controls and transfers set in Spendboard are instructions to that partner; settlement times and availability of funds depend on the payment networks.',
        },
        acceptable_use: {
          heading: '4. Acceptable use',
          body: 'Do not use the service for unlawful purposes, to circumvent spending controls, to access data of companies you do not belong to, or to disrupt its operation. We may suspend access that puts other customers or the service at risk.',
        },
        data: {
          heading: '5. Your data',
          body: 'Your company owns the data it enters. We process it to provide the service, as described in our Privacy Policy, and return or delete it when the contract ends.',
        },
        liability: {
          heading: '6. Liability',
          body: 'The service is provided with reasonable skill and care. Except where the law does not allow it, our liability is limited to the fees paid in the twelve months before the claim.',
        },
        changes: {
          heading: '7. Changes and contact',
          body: 'We may update these terms; the date above shows the latest version. Questions about these terms can be sent through the Need Help? form once signed in.',
        },
      },
    },
    legal: {
      title: 'Legal Notice',
      intro: 'Information about the company operating Spendboard and about the card programme.',
      sections: {
        operator: {
          heading: 'Operator',
          body: 'Spendboard is operated by Spendboard Technologies Ltd., a company registered in the United Arab Emirates. Registered office: Dubai, United Arab Emirates.',
        },
        card_issuer: {
          heading: 'Card issuer disclosure',
          body: 'Spendboard is a financial technology company, not a bank. Corporate cards are issued by a licensed card-issuing partner pursuant to a licence from the card network. Funds are held by that partner.',
        },
        trademarks: {
          heading: 'Trademarks',
          body: 'Spendboard and its logo are trademarks of Spendboard Technologies Ltd. Other names and logos belong to their respective owners.',
        },
        disputes: {
          heading: 'Disputes',
          body: 'Card transaction disputes are raised from the Disputes page of the app. Other complaints can be sent through the Need Help? form; we answer within five business days.',
        },
      },
    },
    privacy: {
      title: 'Privacy Policy',
      intro: 'This policy explains which personal data Spendboard processes, why, and the choices you have.',
      sections: {
        collected: {
          heading: '1. Data we process',
          body: 'Account data (name, e-mail address, country, roles), card and transaction data (merchant, amount, currency, date), expense documents you upload, and technical data such as the browser used and error reports.',
        },
        purposes: {
          heading: '2. Why we process it',
          body: 'To provide the service your company contracted, to secure accounts and prevent fraud, to meet legal obligations of the card programme, and to fix errors. We do not sell personal data.',
        },
        sharing: {
          heading: '3. Who receives it',
          body: 'The administrators of your company, our card-issuing partner, the accounting integrations your company connects, and service providers bound by confidentiality who host and support the service.',
        },
        retention: {
          heading: '4. How long we keep it',
          body: 'For as long as your company uses the service, then as long as the law requires for financial records. Error reports are deleted after 90 days.',
        },
        cookies: {
          heading: '5. Cookies and local storage',
          body: 'We use strictly necessary cookies to keep you signed in and remember the active company, and local storage for preferences such as the theme, favourite companies and starred routes.',
        },
        rights: {
          heading: '6. Your rights',
          body: 'You may ask for access to, correction or deletion of your personal data, and object to its processing, through your company administrator or the Need Help? form.',
        },
      },
    },
  },
};
