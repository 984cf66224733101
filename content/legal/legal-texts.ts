/**
 * Static legal and company texts of Pera Loan: one source for the in-app pages (/aboutUs, /privacyPolicy,
 * /loanAgreement) and the matching tabs of the official site.
 */
import { APP_NAME } from '../brand.ts';
import { countOf } from '../count.ts';
import { COMPANY, SUPPORT_EMAIL } from './company.ts';
import type { LegalDocument } from './legal-document.ts';
import { LENDER_RATES, MAX_MONTHLY_INTEREST, percent, TOTAL_COST_RULE } from './loan-rates.ts';

/** The "About us" text, shown on the in-app page /aboutUs and on the official site's "About us" tab. */
export const ABOUT_US: LegalDocument = {
  title: 'About us',
  lead:
    `${COMPANY.name} is a lending company registered with the Securities and Exchange Commission. ` +
    `Through the ${APP_NAME} app we give Filipinos quick, fair and transparent cash loans, without queues ` +
    'and without paperwork.',
  sections: [
    {
      heading: 'Our mission',
      paragraphs: [
        'Life does not wait for payday. A hospital bill, a school fee, a repair at home or stock for ' +
          'a small business can come up at any time, and many Filipinos still find it hard to get ' +
          'credit from a bank. Our mission is to make responsible credit simple and open to every ' +
          'working Filipino, wherever they live.',
        'We believe a loan should be easy to understand. Before you accept, you see exactly how much ' +
          'you will receive, how much you will repay and when each payment is due. We lend only what we ' +
          'believe you can repay, and we treat every borrower with respect, including when a payment is ' +
          'late.',
      ],
    },
    {
      heading: 'Why borrowers choose us',
      paragraphs: [
        `Borrowers across Luzon, Visayas and Mindanao choose ${APP_NAME} because:`,
        {
          items: [
            `Fast decision: you get an answer within ${countOf(LENDER_RATES.decisionDays, 'day')} of submitting your application.`,
            'Quick disbursement: the money is credited to your bank account or e-wallet ' +
              `${LENDER_RATES.creditDays.min}-${LENDER_RATES.creditDays.max} days ` +
              'after you accept the offer.',
            'Clear fees: the interest, every fee and the total amount to repay are shown before you ' +
              'accept. There are no hidden charges.',
            'No collateral and no co-maker: all you need is a valid government-issued ID and a mobile ' +
              'number.',
            'Apply anytime: the app works 24/7, so you can apply, check your balance and pay from ' +
              'your phone, day or night.',
            'Your data is safe: we protect your personal information in line with the Data Privacy ' +
              'Act of 2012.',
            'Rewards for good borrowers: clients who repay on time can qualify for higher amounts on ' +
              'their next loan.',
          ],
        },
      ],
    },
    {
      heading: 'Our team',
      paragraphs: [
        `${APP_NAME} is run from Makati City by a team of Filipino credit specialists, software ` +
          'engineers, data analysts and customer service officers. Many of us come from banks, ' +
          'microfinance institutions and technology companies, and we share one goal: a lending ' +
          'experience that is fast for the borrower and fair at every step.',
        'Our customer service officers speak Filipino and English and are trained to help you with ' +
          'applications, payments, extensions and questions about your account. Our compliance team ' +
          'makes sure we follow the rules of the Securities and Exchange Commission, including its ' +
          'rules against unfair debt collection practices.',
      ],
    },
    {
      heading: 'Contact us',
      paragraphs: [
        `Questions, feedback or a concern about your loan? Write to us at ${SUPPORT_EMAIL} or open ` +
          'the Customer service page in the app to chat with our team. Please include your registered ' +
          'mobile number so we can find your account quickly, but never send us your password or ' +
          'one-time PIN.',
        `Our office is at ${COMPANY.address}. ${COMPANY.registration}.`,
      ],
    },
  ],
};

/** The Privacy Policy, shown on the in-app page /privacyPolicy and the site's "Privacy Policy" tab. */
export const PRIVACY_POLICY: LegalDocument = {
  title: 'Privacy Policy',
  lead:
    `This Privacy Policy explains how ${COMPANY.name} ("${APP_NAME}", "we", "us") collects, uses, shares ` +
    `and protects your personal information when you use the ${APP_NAME} app and website, in accordance ` +
    'with the Data Privacy Act of 2012 (Republic Act No. 10173), its Implementing Rules and Regulations ' +
    'and the issuances of the National Privacy Commission. By creating an account or applying for a ' +
    'loan, you confirm that you have read and understood this policy. We may update it from time to ' +
    'time; we will tell you in the app before any material change takes effect.',
  sections: [
    {
      heading: 'Information we collect',
      paragraphs: [
        'We collect only the information we need to verify your identity, assess your application, ' +
          'manage your loan and meet our obligations under the law. Depending on how you use our ' +
          'services, this includes:',
        {
          items: [
            'Identity information: your full name, date of birth, sex, civil status, nationality, and ' +
              'the type, number and photo of your government-issued ID.',
            'A photo of your face (selfie), which we compare with your ID to confirm that the ' +
              'applicant is really you.',
            'Contact information: your mobile number, e-mail address, and permanent and current addresses.',
            'Employment and financial information: your employer or business, source and amount of ' +
              'income, and the bank account or e-wallet where you want to receive the loan.',
            'Loan information: your applications, loan offers, accepted loans, payments, extensions ' +
              'and your messages with our customer service.',
            'Technical information about the device and connection you use, as described under ' +
              '"Device information" below.',
          ],
        },
        'Most of this information comes from you when you register and apply. We may also receive ' +
          'information about you from third parties, such as the Credit Information Corporation and ' +
          'private credit bureaus, identity verification providers, and the banks, e-wallets and ' +
          'payment centres that process your disbursements and payments.',
        'We do not access your phone contacts, photo gallery, call logs, text messages or social ' +
          'media accounts, and we never use them to assess or collect a loan.',
      ],
    },
    {
      heading: 'How we use your information',
      paragraphs: [
        'We process your personal information for the following purposes:',
        {
          items: [
            'to create and secure your account and confirm your identity;',
            'to assess your application, including your creditworthiness and the amount we can ' +
              'responsibly lend you;',
            'to prepare your loan documents and the disclosure statement required by the Truth in ' +
              'Lending Act;',
            'to disburse your loan, receive your payments and send you reminders and statements;',
            'to answer your questions and handle your requests and complaints;',
            'to detect, prevent and investigate fraud, identity theft and other unlawful activity;',
            'to comply with our legal and regulatory obligations, including reporting to the ' +
              'Securities and Exchange Commission, the Credit Information Corporation and the ' +
              'Anti-Money Laundering Council; and',
            'with your consent, to tell you about new products and offers that may interest you.',
          ],
        },
        'We process your information on the basis of the loan contract you enter into with us, our ' +
          'legal obligations, our legitimate interest in preventing fraud and keeping our services ' +
          'secure, and, where the law requires it, your consent.',
        'Part of our credit assessment is automated: a scoring model evaluates the information in ' +
          'your application and your credit history. If you disagree with a decision, you may ask our ' +
          'customer service to have your application reviewed by a member of our credit team.',
        'We keep your personal information only for as long as needed for the purposes above. Records ' +
          'of your loans are kept for five (5) years after your last loan is fully paid, or longer ' +
          'where a law, regulation or pending case requires it. After that, your information is ' +
          'securely deleted or anonymized.',
      ],
    },
    {
      heading: 'Disclosure of information',
      paragraphs: [
        'We do not sell or rent your personal information. We share it only when necessary, and only with:',
        {
          items: [
            'service providers who work on our behalf, such as cloud hosting, identity verification, ' +
              'text messaging and e-mail providers, under written agreements that require them to ' +
              'protect your data and use it only on our instructions;',
            'banks, e-wallets and payment centres that send your loan proceeds and process your payments;',
            'the Credit Information Corporation and accredited credit bureaus, as required by the ' +
              'Credit Information System Act (Republic Act No. 9510);',
            'collection agencies that we engage for overdue accounts, which must follow the same ' +
              'rules on fair debt collection that apply to us;',
            'a person to whom we assign or transfer your loan, and our professional advisers such as ' +
              'auditors and lawyers; and',
            'government agencies, regulators, courts and law enforcement authorities, when the law ' +
              'requires it or when needed to establish, exercise or defend legal claims.',
          ],
        },
        'Some of our service providers may store or process data outside the Philippines. When that ' +
          'happens, we make sure your information receives a level of protection comparable to that ' +
          'required by Philippine law.',
        'We will never disclose your loan or your debt to your family, friends, employer or contacts, ' +
          'except to persons you have expressly authorized or where the law requires it.',
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: [
        'Our website uses cookies, which are small text files stored by your browser. Strictly ' +
          'necessary cookies keep you signed in and protect your session; they cannot be switched off. ' +
          'Preference cookies remember choices such as your language. Analytics cookies tell us, in ' +
          'aggregate, which pages are visited and help us improve the site.',
        'The app uses similar technologies, such as local storage on your device, to keep you signed ' +
          'in and remember your settings.',
        'You can block or delete cookies in your browser settings. If you block strictly necessary ' +
          'cookies, some parts of the website, such as signing in and applying for a loan, may not ' +
          'work.',
      ],
    },
    {
      heading: 'Device information',
      paragraphs: [
        'When you use the app or website, we automatically collect information about your device and ' +
          'connection: the device model, operating system and version, app version, a device ' +
          'identifier, language settings, IP address, network type and, if you allow it, your ' +
          'approximate location.',
        'We use this information to keep your account secure, for example to recognize a sign-in from ' +
          'a new device, to detect fraud and the use of one identity on many devices, and to fix ' +
          'technical problems.',
        'The app asks for access to your camera only so that you can photograph your ID and take a ' +
          'selfie during your application. You can withdraw this permission at any time in your phone ' +
          'settings, but you will then need it again to complete a new application.',
      ],
    },
    {
      heading: 'Minors',
      paragraphs: [
        'Our services are not for anyone under 18 years of age. You must be at least 18 to register ' +
          'an account or apply for a loan, and we check your age against your government-issued ID.',
        'We do not knowingly collect personal information from minors. If we learn that we have ' +
          'collected information from a person under 18, we will delete it as soon as possible. If you ' +
          `believe a minor has given us their information, please contact us at ${SUPPORT_EMAIL}.`,
      ],
    },
    {
      heading: 'Password security',
      paragraphs: [
        'You are responsible for keeping your password and the one-time PINs (OTPs) sent to your ' +
          'mobile number secret. Do not share them with anyone, and choose a password that you do not ' +
          'use for other services.',
        `${APP_NAME} staff will never ask for your password or OTP by phone, text message, e-mail or ` +
          'social media. If anyone asks you for them, do not give them, and report it to us right away.',
        'We protect your information with appropriate organizational, physical and technical ' +
          'measures. Data is encrypted while it travels between your device and our servers, passwords ' +
          'are stored only in hashed form, and access to personal data is limited to employees who need ' +
          'it for their work and who are bound by confidentiality.',
        'No system is completely secure. If you think someone has accessed your account, change your ' +
          'password immediately and contact our customer service. If a personal data breach occurs that ' +
          'is likely to harm you, we will notify you and the National Privacy Commission within 72 ' +
          'hours of becoming aware of it, as the law requires.',
      ],
    },
    {
      heading: 'Opting out',
      paragraphs: [
        'You can stop receiving marketing messages at any time: follow the unsubscribe instructions ' +
          'in the message, turn off promotions in the app settings, or write to us. We will still send ' +
          'you messages about your account and your loan, such as payment reminders and statements, ' +
          'because they are part of our service to you.',
        'As a data subject, you also have the right to be informed about how your data is processed, ' +
          'to access it, to object to its processing, to have it corrected, to have it erased or ' +
          'blocked, to receive a copy in a portable format, to claim damages, and to file a complaint ' +
          'with the National Privacy Commission.',
        'You may close your account once all your loans are fully paid. Some processing cannot be ' +
          'stopped while a loan is outstanding or while the law requires us to keep records, but we ' +
          'will explain this to you when you make your request.',
      ],
    },
    {
      heading: 'Grievance officer',
      paragraphs: [
        'Our Data Protection Officer also acts as our grievance officer. For any question, request or ' +
          `complaint about your personal information, write to ${SUPPORT_EMAIL} with the subject "Data ` +
          `privacy", or send a letter to the Data Protection Officer, ${COMPANY.name}, ` +
          `${COMPANY.address}.`,
        'We acknowledge every request within 2 business days and give you a full response within 15 ' +
          'calendar days. If we need more time, for example because the request is complex, we will ' +
          'tell you why and when you can expect our answer.',
        'If you are not satisfied with our response, you may file a complaint with the National ' +
          'Privacy Commission.',
      ],
    },
  ],
};

/** The loan terms, shown on the in-app page /loanAgreement and the official site's "Loan terms" tab. */
export const LOAN_TERMS: LegalDocument = {
  title: 'Loan terms and conditions',
  lead:
    `These terms apply to every loan you obtain from ${COMPANY.name} through the ${APP_NAME} app. ` +
    'Together with the loan agreement and the disclosure statement you accept in the app, they form the ' +
    'whole agreement between you and us. Please read them carefully before you accept a loan offer.',
  sections: [
    {
      heading: 'The lender',
      paragraphs: [
        `The lender is ${COMPANY.name}, a registered lending corporation organized under the laws of ` +
          'the Philippines and authorized by the Securities and Exchange Commission to operate as a ' +
          'lending company under the Lending Company Regulation Act of 2007 (Republic Act No. 9474). ' +
          `${COMPANY.registration}.`,
        `Our principal office is at ${COMPANY.address}. You can reach us at ${SUPPORT_EMAIL} or ` +
          'through the Customer service page in the app.',
      ],
    },
    {
      heading: 'Eligibility',
      paragraphs: [
        'The minimum age to apply for a loan is 18 years. To apply, you must:',
        {
          items: [
            'be a Filipino citizen over 18 years of age;',
            'have a permanent address in the Philippines;',
            'have a valid government-issued ID;',
            'have an active mobile number and a bank account or e-wallet, both in your own name; and',
            'have a regular source of income and the legal capacity to enter into a contract.',
          ],
        },
        'Meeting these requirements does not guarantee approval. We decide each application on the ' +
          'basis of our credit assessment and may decline an application without giving specific ' +
          'reasons, as permitted by law.',
      ],
    },
    {
      heading: 'Application and approval',
      paragraphs: [
        `You apply through the ${APP_NAME} app. We give you a decision within ${countOf(LENDER_RATES.decisionDays, 'day')} of receiving your ` +
          'complete application. We may ask you for additional information or documents; the decision ' +
          'is then made within 1 day of receiving them.',
        'If your application is approved, we show you a loan offer and a disclosure statement, as ' +
          'required by the Truth in Lending Act (Republic Act No. 3765), before you accept. They state ' +
          'the amount you will receive, the interest rate, every fee, the total amount to repay and the ' +
          'due date of each payment.',
        'You accept the offer electronically, by confirming it in the app with a one-time PIN sent to ' +
          'your mobile number. Under the Electronic Commerce Act (Republic Act No. 8792), your ' +
          'electronic acceptance has the same legal effect as a signature on paper. A copy of your ' +
          'signed loan agreement stays available in the app.',
      ],
    },
    {
      heading: 'Loan term and disbursement',
      paragraphs: [
        `The loan term is ${LENDER_RATES.termDays.min} to ${LENDER_RATES.termDays.max} calendar days. ` +
          'The exact term and due dates of your loan are ' +
          'shown in your loan offer and disclosure statement.',
        'The loan amount is credited to the bank account or e-wallet you nominated ' +
          `${LENDER_RATES.creditDays.min}-${LENDER_RATES.creditDays.max} calendar days ` +
          'after your acceptance. The loan term starts on the day the amount is disbursed.',
        'If you have not received the money after 3 calendar days, please contact our customer ' +
          'service so that we can trace the transfer with the bank or e-wallet.',
      ],
    },
    {
      heading: 'Interest, fees and repayment',
      paragraphs: [
        'Interest accrues on the outstanding principal at the rate stated in your disclosure ' +
          `statement, at most ${MAX_MONTHLY_INTEREST} a month. We do not charge any fee that is not listed ` +
          'in your disclosure statement.',
        'You must pay each amount due in full on or before its due date, using one of the payment ' +
          'channels listed in the app, such as bank transfer, e-wallets and over-the-counter payment ' +
          'centres. A payment is made when we receive it, so please allow for the processing time of ' +
          'your chosen channel.',
        'Each payment is applied first to penalties, then to interest and fees due, and finally to ' +
          'principal.',
      ],
    },
    {
      heading: 'Prepayment',
      paragraphs: [
        'You may repay your loan in full before its due date only after half of the loan term has ' +
          'elapsed and at least 7 days after disbursal. For example, on a loan with a term of 120 days ' +
          'you may prepay once 60 days have passed since the money was disbursed.',
        'When you prepay, you pay the outstanding principal, the interest accrued up to the day of ' +
          'prepayment and any other amounts already due. There is no prepayment penalty. Request the ' +
          'exact prepayment amount in the app before you pay.',
      ],
    },
    {
      heading: 'Extension',
      paragraphs: [
        'You may request an extension of your loan for the same period as the original loan term once ' +
          'the interest and penalties due have been paid. You request the extension in the app, on or ' +
          'before the due date or while the loan is overdue.',
        'An extension moves the due date of the outstanding principal to the end of the new period. ' +
          'Interest on the principal continues to accrue during the extension at the rate in your ' +
          'disclosure statement, and we give you an updated disclosure statement before the extension ' +
          'takes effect. Each extension is subject to our approval.',
      ],
    },
    {
      heading: 'Late payment and penalties',
      paragraphs: [
        'If any amount is not paid in full by its due date, the loan is in default, and a late-payment ' +
          'penalty is charged on the amount due for each day of delay until it is paid in full:',
        {
          items: [
            `${percent(LENDER_RATES.penaltyBpPerMonth.newClient)} of the amount due per month of delay, ` +
              'a thirtieth of it for each day, for new clients; and',
            `${percent(LENDER_RATES.penaltyBpPerMonth.repeatClient)} of the amount due per month of delay, ` +
              'a thirtieth of it for each day, for repeat clients.',
          ],
        },
        'A repeat client is a client who has fully repaid at least one earlier loan with us. ' +
          'There is no other charge for late payment.',
        `${TOTAL_COST_RULE} These rates are within the caps of BSP Circular No. 1133 (2021) and SEC ` +
          'Memorandum Circular No. 3 (2022).',
        'Overdue accounts are reported to the Credit Information Corporation and may affect your ' +
          'ability to borrow from us and from other lenders.',
        'We and any agency collecting on our behalf follow the rules of the Securities and Exchange ' +
          'Commission against unfair debt collection practices (SEC Memorandum Circular No. 18, Series ' +
          'of 2019). We will never threaten or insult you, contact people in your phone contacts, or ' +
          'disclose your debt to anyone you have not authorized. You may report any improper collection ' +
          'conduct to us or to the Securities and Exchange Commission.',
      ],
    },
    {
      heading: 'Your obligations',
      paragraphs: [
        'While you have an outstanding loan with us, you agree:',
        {
          items: [
            'to give us true, complete and up-to-date information, and to submit only your own ' +
              'identity documents;',
            'to notify us of any change in your personal details, such as your name, address, mobile ' +
              'number, employer or bank account, within 3 days of the change;',
            'to repay every amount due in full and on time;',
            'to keep your password and one-time PINs secret and to tell us immediately if you suspect ' +
              'that someone else has accessed your account; and',
            'not to use the loan for any unlawful purpose.',
          ],
        },
        'If any information you gave us turns out to be false or misleading, we may declare the ' +
          'entire outstanding balance immediately due and payable.',
      ],
    },
    {
      heading: 'Assignment',
      paragraphs: [
        'We may assign or transfer our rights under your loan, in whole or in part, to another ' +
          'person, such as a bank, financing company or lending company, without your prior consent.',
        'We will send you a notice of assignment within 7 business days of the assignment, telling ' +
          'you who the new creditor is and how to pay. Until you receive that notice, payments made to ' +
          'us in the usual way are valid. You may not assign or transfer your obligations under the ' +
          'loan without our written consent.',
      ],
    },
    {
      heading: 'Disputes and judgment',
      paragraphs: [
        'If you disagree with any charge or with how your loan has been handled, please contact us ' +
          `first at ${SUPPORT_EMAIL} or through the Customer service page in the app. We will review ` +
          'your concern and reply in writing, and we will try to settle any dispute amicably. You may ' +
          'also file a complaint with the Securities and Exchange Commission.',
        'These terms and your loan agreement are governed by the laws of the Republic of the ' +
          'Philippines. A dispute that cannot be settled amicably will be brought before the proper ' +
          'courts of Makati City, or, for claims within its limits, under the Rules on Small Claims ' +
          'Cases.',
        'If a court issues a judgment against you for amounts due under your loan, you must discharge ' +
          'the judgment within 10 days of it becoming final and executory. Otherwise, we may ask the ' +
          'court to enforce it, and the legal costs allowed by the court will be added to the amount ' +
          'you owe.',
      ],
    },
  ],
};
