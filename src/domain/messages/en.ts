/**
 * The words of every e-mail and text message Curbside writes to a customer, in English: the spec's
 * words, word for word. Each of the other nine languages has a file like this one with the same keys
 * and the same {{placeholders}} (messages.test.ts checks); src/domain/messages/index.ts fills them in.
 */
export const en = {
  // shared by every message
  'common.hello': 'Hello {{name}},',
  'common.helloNoName': 'Hello,',
  'common.listAnd': '{{first}} and {{last}}',
  'common.listComma': ', ',
  'service.trash': 'trash',
  'service.recycling': 'recycling',
  'service.yardwaste': 'yard waste',

  // a ticket's status notice (domain/service-requests/status-notice.ts)
  'request.missed-pickup': 'missed pickup request',
  'request.pickup-request': 'pickup request',
  'request.vacation-hold': 'vacation hold request',
  'request.damaged-cart': 'damaged cart request',
  'request.enterprise-extra-pickup': 'extra pickup request',
  'request.undelivered-cart': 'undelivered cart request',
  'request.other': '{{kind}} request',
  'notice.subject': 'Update on your {{what}} ({{reference}})',
  'notice.open': 'Your {{what}} (issue #{{issue}}) is open again.',
  'notice.openService': 'Your {{what}} for {{service}} service (issue #{{issue}}) is open again.',
  'notice.inProgress': 'Your {{what}} (issue #{{issue}}) is now being worked on.',
  'notice.inProgressService':
    'Your {{what}} for {{service}} service (issue #{{issue}}) is now being worked on.',
  'notice.closed': 'Your {{what}} (issue #{{issue}}) is now closed.',
  'notice.closedService': 'Your {{what}} for {{service}} service (issue #{{issue}}) is now closed.',
  'notice.note': 'Note from our team:',
  'notice.seeAll': 'See all your requests:',
  'notice.seeAllLink': 'See all your requests',
  'notice.questions': 'Questions? Call {{phone}} or write to {{email}}.',
  'notice.why': 'You receive this because status updates are on in your {{company}} account.',
  'notice.stop': 'Stop status updates',
  'notice.smsStop': 'Stop updates:',

  // a collection exception's notice (domain/collection-day/exception-notice.ts)
  'exception.subject': 'Your {{service}} cart was not collected on {{date}}',
  'exception.headline': 'Your {{service}} cart was not collected on {{date}}: {{reason}}.',
  'exception.reason.cart-not-out': 'the cart was not out',
  'exception.reason.blocked': 'the cart was blocked',
  'exception.reason.contaminated': 'the cart held items that do not belong in it',
  'exception.reason.overweight': 'the cart was too heavy',
  'exception.reason.weather': 'bad weather stopped our crew',
  'exception.reason.truck-issue': 'our truck broke down',
  'exception.reason.other': 'our crew could not collect it',
  'exception.next.hauler': 'We will come back tomorrow.',
  'exception.next.cart-not-out': 'Please put it out by 6 am next time.',
  'exception.next.blocked':
    'Please leave three feet of clear space around the cart next time, away from cars, mailboxes and branches.',
  'exception.next.contaminated':
    'Please take out what does not belong in it; it will be collected on your next pickup day.',
  'exception.next.overweight':
    'Please take some of the load out so the lid closes; it will be collected on your next pickup day.',
  'exception.next.other': 'If you need it collected before your next pickup day, please contact us.',
  'exception.photo': "See the crew's photo",
  'exception.seeServices': 'See your services:',
  'exception.seeServicesLink': 'See your services',

  // pickup reminders and holiday notices (domain/pickup-reminders/reminder-message.ts)
  'reminder.eveningSubject': 'Pickup tomorrow: {{carts}}',
  'reminder.evening': 'Tomorrow, {{date}}, is your {{carts}} pickup day. Please have your carts at the curb.',
  'reminder.moved': 'This pickup moved from {{from}} because of {{holiday}}.',
  'reminder.holidaySubject': 'Holiday schedule: your pickup moves to {{date}}',
  'reminder.holiday': 'Because of {{holiday}}, your {{carts}} pickup moves from {{from}} to {{to}}.',
  'reminder.seeCalendar': 'See your pickup calendar:',
  'reminder.seeCalendarLink': 'See your pickup calendar',
  'reminder.why': 'You receive this because pickup reminders are on in your {{company}} account.',
  'reminder.change': 'Change your reminders in My Account:',
  'reminder.changeLink': 'Change your reminders in My Account',
  'reminder.stop': 'Stop reminder e-mails',
  'reminder.smsEvening': 'Pickup tomorrow ({{date}}): {{carts}}.',
  'reminder.smsHoliday': '{{holiday}}: your {{carts}} pickup moves from {{from}} to {{to}}.',
  'reminder.smsStop': 'Reply STOP to opt out.',

  // the registration's e-mail verification code
  'registrationCode.subject': 'Your {{company}} verification code',
  'registrationCode.code': 'Your {{company}} verification code is {{code}}.',
  'registrationCode.codeIs': 'Your {{company}} verification code is:',
  'registrationCode.expires': 'It expires in {{minutes}} minutes.',
  'registrationCode.ignore': 'If you did not start a registration, you can ignore this email.',

  // phone sign-in code (a text message)
  'phoneCode.sms': '{{code}} is your {{company}} sign-in code. It expires in {{minutes}} minutes.',

  // password reset
  'reset.subject': 'Reset your {{company}} customer portal password',
  'reset.asked': 'We received a request to reset the password of your {{company}} customer portal account.',
  'reset.openLink': 'Open this link within one hour to choose a new password:',
  'reset.button': 'Reset my password',
  'reset.ignore': 'If you did not ask for this, you can ignore this e-mail; your password stays the same.',

  // the welcome mail of an account customer service created
  'welcome.subject': 'Welcome to the {{company}} customer portal',
  'welcome.created': '{{company}} customer service has created your customer portal account.',
  'welcome.createdFor':
    '{{company}} customer service has created your customer portal account for {{organization}}.',
  'welcome.signInEmail': 'Sign-in e-mail: {{email}}',
  'welcome.openLink': 'Open this link within 7 days to choose your password:',
  'welcome.button': 'Choose my password',
  'welcome.afterwards': 'Afterwards you can sign in at {{url}}.',
  'welcome.unexpected': 'If you did not expect this e-mail, please contact {{company}}.',

  // the account whose service address moved to its owner
  'moved.yourAddress': 'your service address',
  'moved.subject': 'Your {{company}} account no longer has the address {{where}}',
  'moved.unlinked':
    'The service address {{where}} is no longer linked to your {{company}} customer portal account.',
  'moved.owner':
    'Its owner registered it with proof of ownership (the email on file, the account number or a document), and your account had verified it only by email.',
  'moved.stillSignIn':
    'You can still sign in with your email and password or Google, but your account no longer shows the services of this address.',
  'moved.contact': 'If this address is yours, please contact us: {{url}}',
  'moved.contactLink': 'If this address is yours, please {{link}}.',
  'moved.contactUs': 'contact us',

  // the Services area's confirmation mails (spec 02 §7)
  'confirm.subject.service-change': '{{company}} Service Change Confirmation',
  'confirm.subject.additional-cart': '{{company}} Additional Cart Request Confirmation',
  'confirm.subject.additional-cart-removal': '{{company}} Additional Cart Removal Confirmation',
  'confirm.subject.missed-pickup': 'Missed Pickup Request Confirmation',
  'confirm.subject.pickup-request': 'Pickup Request Confirmation',
  'confirm.subject.vacation-hold': 'Vacation Hold Request Confirmation',
  'confirm.subject.damaged-cart': 'Damaged Cart Request Confirmation',
  'confirm.intro.service-change': 'We received your request to change your service. Here are the details.',
  'confirm.intro.additional-cart': 'We received your request for additional carts. Here are the details.',
  'confirm.intro.additional-cart-removal':
    'We received your request to remove additional carts. Here are the details.',
  'confirm.intro.missed-pickup':
    'We received your missed pickup report. Our team will take care of it as soon as possible.',
  'confirm.intro.pickup-request':
    'We received your pickup request. Our team will schedule it as soon as possible.',
  'confirm.intro.vacation-hold': 'We received your vacation hold request. Here are the details.',
  'confirm.intro.damaged-cart': 'We received your request to replace a damaged cart. Here are the details.',
  'confirm.helloCustomer': 'Hello customer,',
  'confirm.reference': 'Reference number: {{reference}}',
  'confirm.withIssue': '{{reference}} (issue #{{issue}})',
  'confirm.yourDetails': 'Your details',
  'confirm.requestDetails': 'Request details',
  'confirm.before': 'Before',
  'confirm.after': 'After',
  'confirm.questions': 'Questions? Call us at {{phone}} or write to {{email}}.',
  'confirm.thanks': 'Thank you for choosing {{company}}.',
  'confirm.line': '{{label}}: {{value}}',
  'confirm.value.gallons': '{{size}} gallons',
  'confirm.value.unknownSize': 'Unknown size',
  'confirm.value.perCart': '{{amount}} per cart',
  'confirm.label.Name': 'Name',
  'confirm.label.Email': 'Email',
  'confirm.label.Phone': 'Phone',
  'confirm.label.Service address': 'Service address',
  'confirm.label.Account': 'Account',
  'confirm.label.Service': 'Service',
  'confirm.label.Size': 'Size',
  'confirm.label.Rate': 'Rate',
  'confirm.label.Cart size': 'Cart size',
  'confirm.label.Additional cart rate': 'Additional cart rate',
  'confirm.label.Additional carts': 'Additional carts',
  'confirm.label.Total rate': 'Total rate',
  'confirm.label.Subject': 'Subject',
  'confirm.label.Details': 'Details',
  'confirm.label.Stop service on': 'Stop service on',
  'confirm.label.Restart service after': 'Restart service after',
  'confirm.label.Comments': 'Comments',
  'confirm.label.Cart': 'Cart',
  'confirm.label.Damage': 'Damage',
  // the copy of a Contact Us message to its sender
  'contact.subject': 'We received your message: {{subject}}',
  'contact.thanks':
    'Thank you for contacting {{company}}. We received your message and will reply to this address.',
  'contact.urgent': 'If it is urgent, call us at {{phone}} or write to {{email}}.',
  'contact.yourMessage': 'Your message ({{subject}}):',
  'contact.notYou':
    'If you did not write to us, someone may have entered your address by mistake; you can ignore this e-mail.',

  // a claim on a held address and the letter with a code (issue 26 §1)
  'claim.holder.subject': 'Someone claims the address {{where}} on your {{company}} account',
  'claim.holder.claimed':
    'Someone registered a {{company}} account for {{where}} and says the address is theirs.',
  'claim.holder.waits': 'If you do nothing, the address moves to their account on {{date}}.',
  'claim.holder.staff':
    'Our staff will look at their proof and decide. Until then the address stays on your account.',
  'claim.holder.object': 'If the address is yours, object here with one click: {{url}}',
  'claim.holder.objectLink': 'If the address is yours, {{link}}.',
  'claim.holder.objectLinkText': 'object with one click',
  'claim.holder.sms':
    '{{company}}: someone claims the address {{where}} on your account. If it is yours, object here: {{url}}',
  'claim.claimant.subject': 'Your claim for the address {{where}}',
  'claim.claimant.opened':
    'The address {{where}} is registered to another account. Your account was created without it, and we opened a claim for you.',
  'claim.claimant.waits':
    'We told the account holder. If they do not object, the address moves to your account on {{date}}.',
  'claim.claimant.staff':
    'We told the account holder, and our staff will look at your proof and decide. We will e-mail you when they have.',
  'claim.decided.subject': 'Decision on the address {{where}}',
  'claim.approved.claimant': 'The address {{where}} is now on your {{company}} account.',
  'claim.approved.holder':
    'The address {{where}} moved to another account after our staff checked its proof. You can still sign in.',
  'claim.moved.holder':
    'The address {{where}} moved to another account: the waiting period ended without an objection. You can still sign in.',
  'claim.refused.claimant':
    'Your claim for the address {{where}} was refused. If the address is yours, please contact us.',
  'claim.refused.holder':
    'The claim on the address {{where}} was refused. The address stays on your account.',
  'claim.objected.claimant':
    'The account holder objected to your claim for the address {{where}}, so the address stays with them. If it is yours, please contact us.',
  'claim.objected.holder': 'Your objection is recorded. The address {{where}} stays on your account.',
  'claim.page.title': 'Claim on the address {{where}}',
  'claim.page.button': 'This address is mine: I object',
  'claim.page.closed': 'This claim has already been decided.',
  'claim.page.invalid': 'This link is not valid.',
  'letter.resident': 'Resident',
  'letter.intro': 'Someone asked to register this address to an account on the {{company}} customer portal.',
  'letter.enter':
    'To prove that you receive mail here, enter the code below in the registration before {{date}}.',
  'letter.ignore':
    'If you did not ask for this, you can ignore this letter: nothing changes without the code.',
} as const;

export type MessageKey = keyof typeof en;
/** One language's table: every English key, in that language. */
export type MessageTable = Record<MessageKey, string>;
