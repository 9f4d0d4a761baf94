/** Italian (Lei): see en.ts. */
import type { MessageTable } from './en';

export const it: MessageTable = {
  'common.hello': 'Gentile {{name}},',
  'common.helloNoName': 'Gentile cliente,',
  'common.listAnd': '{{first}} e {{last}}',
  'common.listComma': ', ',
  'service.trash': 'indifferenziata',
  'service.recycling': 'riciclabili',
  'service.yardwaste': 'sfalci e potature',

  'request.missed-pickup': 'segnalazione di mancato ritiro',
  'request.pickup-request': 'richiesta di ritiro',
  'request.vacation-hold': 'richiesta di sospensione per vacanze',
  'request.damaged-cart': 'segnalazione di contenitore danneggiato',
  'request.enterprise-extra-pickup': 'richiesta di ritiro aggiuntivo',
  'request.undelivered-cart': 'segnalazione di contenitore non consegnato',
  'request.other': 'richiesta «{{kind}}»',
  'notice.subject': 'Aggiornamento sulla Sua {{what}} ({{reference}})',
  'notice.open': 'La Sua {{what}} (pratica n. {{issue}}) è di nuovo aperta.',
  'notice.openService':
    'La Sua {{what}} per il servizio {{service}} (pratica n. {{issue}}) è di nuovo aperta.',
  'notice.inProgress': 'La Sua {{what}} (pratica n. {{issue}}) è ora in lavorazione.',
  'notice.inProgressService':
    'La Sua {{what}} per il servizio {{service}} (pratica n. {{issue}}) è ora in lavorazione.',
  'notice.closed': 'La Sua {{what}} (pratica n. {{issue}}) è stata chiusa.',
  'notice.closedService':
    'La Sua {{what}} per il servizio {{service}} (pratica n. {{issue}}) è stata chiusa.',
  'notice.note': 'Nota del nostro team:',
  'notice.seeAll': 'Tutte le Sue richieste:',
  'notice.seeAllLink': 'Vedi tutte le Sue richieste',
  'notice.questions': 'Domande? Chiami il numero {{phone}} o scriva a {{email}}.',
  'notice.why': 'Riceve questo messaggio perché gli avvisi di stato sono attivi nel Suo account {{company}}.',
  'notice.stop': 'Non ricevere più gli avvisi di stato',
  'notice.smsStop': 'Disattiva avvisi:',

  'exception.subject': 'Il Suo contenitore ({{service}}) non è stato svuotato il {{date}}',
  'exception.headline': 'Il Suo contenitore ({{service}}) non è stato svuotato il {{date}}: {{reason}}.',
  'exception.reason.cart-not-out': 'il contenitore non era esposto',
  'exception.reason.blocked': 'il contenitore era bloccato',
  'exception.reason.contaminated': 'il contenitore conteneva rifiuti non ammessi',
  'exception.reason.overweight': 'il contenitore era troppo pesante',
  'exception.reason.weather': 'il maltempo ha fermato la nostra squadra',
  'exception.reason.truck-issue': 'il nostro camion ha avuto un guasto',
  'exception.reason.other': 'la nostra squadra non ha potuto svuotarlo',
  'exception.next.hauler': 'Ripasseremo domani.',
  'exception.next.cart-not-out': 'La prossima volta lo esponga entro le 6 del mattino.',
  'exception.next.blocked':
    'La prossima volta lasci un metro libero intorno al contenitore, lontano da auto, cassette postali e rami.',
  'exception.next.contaminated': 'Tolga i rifiuti non ammessi; sarà svuotato al prossimo giorno di raccolta.',
  'exception.next.overweight':
    'Tolga parte del contenuto perché il coperchio si chiuda; sarà svuotato al prossimo giorno di raccolta.',
  'exception.next.other':
    'Se ha bisogno di uno svuotamento prima del prossimo giorno di raccolta, ci contatti.',
  'exception.photo': 'Vedi la foto della squadra',
  'exception.seeServices': 'Vedi i Suoi servizi:',
  'exception.seeServicesLink': 'Vedi i Suoi servizi',

  'reminder.eveningSubject': 'Ritiro domani: {{carts}}',
  'reminder.evening':
    'Domani, {{date}}, è il giorno di ritiro ({{carts}}). Esponga i contenitori sul marciapiede.',
  'reminder.moved': 'Questo ritiro è stato spostato da {{from}} per {{holiday}}.',
  'reminder.holidaySubject': 'Calendario festivo: il Suo ritiro è spostato a {{date}}',
  'reminder.holiday': 'Per {{holiday}}, il Suo ritiro ({{carts}}) è spostato da {{from}} a {{to}}.',
  'reminder.seeCalendar': 'Il Suo calendario dei ritiri:',
  'reminder.seeCalendarLink': 'Vedi il Suo calendario dei ritiri',
  'reminder.why':
    'Riceve questo messaggio perché i promemoria di ritiro sono attivi nel Suo account {{company}}.',
  'reminder.change': 'Modifichi i promemoria in Il mio account:',
  'reminder.changeLink': 'Modifica i promemoria in Il mio account',
  'reminder.stop': 'Non ricevere più promemoria via e-mail',
  'reminder.smsEvening': 'Ritiro domani ({{date}}): {{carts}}.',
  'reminder.smsHoliday': '{{holiday}}: il Suo ritiro ({{carts}}) è spostato da {{from}} a {{to}}.',
  'reminder.smsStop': 'Risponda STOP per disattivare.',

  'registrationCode.subject': 'Il Suo codice di verifica {{company}}',
  'registrationCode.code': 'Il Suo codice di verifica {{company}} è {{code}}.',
  'registrationCode.codeIs': 'Il Suo codice di verifica {{company}} è:',
  'registrationCode.expires': 'Scade tra {{minutes}} minuti.',
  'registrationCode.ignore': 'Se non ha avviato una registrazione, può ignorare questa e-mail.',

  'phoneCode.sms': '{{code}} è il Suo codice di accesso {{company}}. Scade tra {{minutes}} minuti.',

  'reset.subject': 'Reimposti la password del portale clienti {{company}}',
  'reset.asked':
    'Abbiamo ricevuto una richiesta di reimpostare la password del Suo account del portale clienti {{company}}.',
  'reset.openLink': "Apra questo link entro un'ora per scegliere una nuova password:",
  'reset.button': 'Reimposta la mia password',
  'reset.ignore':
    'Se non ha fatto Lei questa richiesta, può ignorare questa e-mail; la Sua password resta invariata.',

  'welcome.subject': 'Benvenuto nel portale clienti {{company}}',
  'welcome.created': 'Il servizio clienti di {{company}} ha creato il Suo account del portale clienti.',
  'welcome.createdFor':
    'Il servizio clienti di {{company}} ha creato il Suo account del portale clienti per {{organization}}.',
  'welcome.signInEmail': 'E-mail di accesso: {{email}}',
  'welcome.openLink': 'Apra questo link entro 7 giorni per scegliere la Sua password:',
  'welcome.button': 'Scegli la mia password',
  'welcome.afterwards': 'Potrà poi accedere da {{url}}.',
  'welcome.unexpected': 'Se non si aspettava questa e-mail, contatti {{company}}.',

  'moved.yourAddress': 'il Suo indirizzo di servizio',
  'moved.subject': "Il Suo account {{company}} non ha più l'indirizzo {{where}}",
  'moved.unlinked':
    "L'indirizzo di servizio {{where}} non è più collegato al Suo account del portale clienti {{company}}.",
  'moved.owner':
    "Il proprietario lo ha registrato con una prova di proprietà (l'e-mail registrata, il numero di conto o un documento), mentre il Suo account lo aveva verificato solo tramite e-mail.",
  'moved.stillSignIn':
    'Può continuare ad accedere con e-mail e password o con Google, ma il Suo account non mostra più i servizi di questo indirizzo.',
  'moved.contact': 'Se questo indirizzo è Suo, ci contatti: {{url}}',
  'moved.contactLink': 'Se questo indirizzo è Suo, {{link}}.',
  'moved.contactUs': 'ci contatti',

  'confirm.subject.service-change': '{{company}}: conferma della modifica del servizio',
  'confirm.subject.additional-cart': '{{company}}: conferma della richiesta di contenitore aggiuntivo',
  'confirm.subject.additional-cart-removal': '{{company}}: conferma del ritiro di contenitori aggiuntivi',
  'confirm.subject.missed-pickup': 'Conferma della segnalazione di mancato ritiro',
  'confirm.subject.pickup-request': 'Conferma della richiesta di ritiro',
  'confirm.subject.vacation-hold': 'Conferma della richiesta di sospensione per vacanze',
  'confirm.subject.damaged-cart': 'Conferma della segnalazione di contenitore danneggiato',
  'confirm.intro.service-change':
    'Abbiamo ricevuto la Sua richiesta di modifica del servizio. Ecco i dettagli.',
  'confirm.intro.additional-cart':
    'Abbiamo ricevuto la Sua richiesta di contenitori aggiuntivi. Ecco i dettagli.',
  'confirm.intro.additional-cart-removal':
    'Abbiamo ricevuto la Sua richiesta di ritirare i contenitori aggiuntivi. Ecco i dettagli.',
  'confirm.intro.missed-pickup':
    'Abbiamo ricevuto la Sua segnalazione di mancato ritiro. Il nostro team se ne occuperà al più presto.',
  'confirm.intro.pickup-request':
    'Abbiamo ricevuto la Sua richiesta di ritiro. Il nostro team la programmerà al più presto.',
  'confirm.intro.vacation-hold':
    'Abbiamo ricevuto la Sua richiesta di sospensione per vacanze. Ecco i dettagli.',
  'confirm.intro.damaged-cart':
    'Abbiamo ricevuto la Sua richiesta di sostituire un contenitore danneggiato. Ecco i dettagli.',
  'confirm.helloCustomer': 'Gentile cliente,',
  'confirm.reference': 'Numero di riferimento: {{reference}}',
  'confirm.withIssue': '{{reference}} (pratica n. {{issue}})',
  'confirm.yourDetails': 'I Suoi dati',
  'confirm.requestDetails': 'Dettagli della richiesta',
  'confirm.before': 'Prima',
  'confirm.after': 'Dopo',
  'confirm.questions': 'Domande? Ci chiami al numero {{phone}} o scriva a {{email}}.',
  'confirm.thanks': 'Grazie per aver scelto {{company}}.',
  'confirm.line': '{{label}}: {{value}}',
  'confirm.value.gallons': '{{size}} galloni',
  'confirm.value.unknownSize': 'Dimensione sconosciuta',
  'confirm.value.perCart': '{{amount}} per contenitore',
  'confirm.label.Name': 'Nome',
  'confirm.label.Email': 'E-mail',
  'confirm.label.Phone': 'Telefono',
  'confirm.label.Service address': 'Indirizzo di servizio',
  'confirm.label.Account': 'Conto',
  'confirm.label.Service': 'Servizio',
  'confirm.label.Size': 'Dimensione',
  'confirm.label.Rate': 'Tariffa',
  'confirm.label.Cart size': 'Dimensione del contenitore',
  'confirm.label.Additional cart rate': 'Tariffa per contenitore aggiuntivo',
  'confirm.label.Additional carts': 'Contenitori aggiuntivi',
  'confirm.label.Total rate': 'Tariffa totale',
  'confirm.label.Subject': 'Oggetto',
  'confirm.label.Details': 'Dettagli',
  'confirm.label.Stop service on': 'Sospendere il servizio dal',
  'confirm.label.Restart service after': 'Riprendere il servizio dopo il',
  'confirm.label.Comments': 'Commenti',
  'confirm.label.Cart': 'Contenitore',
  'confirm.label.Damage': 'Danno',
  // the copy of a Contact Us message to its sender
  'contact.subject': 'Abbiamo ricevuto il Suo messaggio: {{subject}}',
  'contact.thanks':
    'Grazie per aver contattato {{company}}. Abbiamo ricevuto il Suo messaggio e risponderemo a questo indirizzo.',
  'contact.urgent': 'Se è urgente, ci chiami al numero {{phone}} o scriva a {{email}}.',
  'contact.yourMessage': 'Il Suo messaggio ({{subject}}):',
  'contact.notYou':
    'Se non ci ha scritto Lei, qualcuno potrebbe aver inserito il Suo indirizzo per errore; può ignorare questa e-mail.',

  // a claim on a held address and the letter with a code (issue 26 §1)
  'claim.holder.subject': "Qualcuno rivendica l'indirizzo {{where}} del suo account {{company}}",
  'claim.holder.claimed':
    "Qualcuno ha registrato un account {{company}} per {{where}} e dice che l'indirizzo è suo.",
  'claim.holder.waits': "Se non fa nulla, l'indirizzo passerà al suo account il {{date}}.",
  'claim.holder.staff':
    "Il nostro personale esaminerà la sua prova e deciderà. Fino ad allora l'indirizzo resta sul suo account.",
  'claim.holder.object': "Se l'indirizzo è suo, si opponga qui con un clic: {{url}}",
  'claim.holder.objectLink': "Se l'indirizzo è suo, {{link}}.",
  'claim.holder.objectLinkText': 'si opponga con un clic',
  'claim.holder.sms':
    "{{company}}: qualcuno rivendica l'indirizzo {{where}} del suo account. Se è suo, si opponga qui: {{url}}",
  'claim.claimant.subject': "La sua richiesta per l'indirizzo {{where}}",
  'claim.claimant.opened':
    "L'indirizzo {{where}} è registrato su un altro account. Il suo account è stato creato senza di esso e abbiamo aperto una richiesta per lei.",
  'claim.claimant.waits':
    "Abbiamo avvisato il titolare dell'account. Se non si oppone, l'indirizzo passerà al suo account il {{date}}.",
  'claim.claimant.staff':
    "Abbiamo avvisato il titolare dell'account e il nostro personale esaminerà la sua prova e deciderà. Le scriveremo quando lo avrà fatto.",
  'claim.decided.subject': "Decisione sull'indirizzo {{where}}",
  'claim.approved.claimant': "L'indirizzo {{where}} è ora sul suo account {{company}}.",
  'claim.approved.holder':
    "L'indirizzo {{where}} è passato a un altro account dopo che il nostro personale ne ha verificato la prova. Può ancora accedere.",
  'claim.moved.holder':
    "L'indirizzo {{where}} è passato a un altro account: il periodo di attesa è finito senza opposizione. Può ancora accedere.",
  'claim.refused.claimant':
    "La sua richiesta per l'indirizzo {{where}} è stata respinta. Se l'indirizzo è suo, ci contatti.",
  'claim.refused.holder':
    "La richiesta sull'indirizzo {{where}} è stata respinta. L'indirizzo resta sul suo account.",
  'claim.objected.claimant':
    "Il titolare dell'account si è opposto alla sua richiesta per l'indirizzo {{where}}, quindi l'indirizzo resta a lui. Se è suo, ci contatti.",
  'claim.objected.holder': "La sua opposizione è registrata. L'indirizzo {{where}} resta sul suo account.",
  'claim.page.title': "Richiesta sull'indirizzo {{where}}",
  'claim.page.button': 'Questo indirizzo è mio: mi oppongo',
  'claim.page.closed': 'Questa richiesta è già stata decisa.',
  'claim.page.invalid': 'Questo link non è valido.',
  'letter.resident': 'Residente',
  'letter.intro':
    'Qualcuno ha chiesto di registrare questo indirizzo su un account del portale clienti di {{company}}.',
  'letter.enter':
    'Per dimostrare che riceve posta qui, inserisca il codice qui sotto nella registrazione entro il {{date}}.',
  'letter.ignore': 'Se non lo ha chiesto, può ignorare questa lettera: senza il codice non cambia nulla.',
};
