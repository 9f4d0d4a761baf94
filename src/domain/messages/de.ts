/** German (Sie): see en.ts. */
import type { MessageTable } from './en';

export const de: MessageTable = {
  'common.hello': 'Hallo {{name}},',
  'common.helloNoName': 'Hallo,',
  'common.listAnd': '{{first}} und {{last}}',
  'common.listComma': ', ',
  'service.trash': 'Restmüll',
  'service.recycling': 'Wertstoffe',
  'service.yardwaste': 'Gartenabfälle',

  'request.missed-pickup': 'Meldung einer ausgefallenen Abholung',
  'request.pickup-request': 'Abholanfrage',
  'request.vacation-hold': 'Anfrage zur Urlaubspause',
  'request.damaged-cart': 'Meldung einer beschädigten Tonne',
  'request.enterprise-extra-pickup': 'Anfrage zu einer zusätzlichen Abholung',
  'request.undelivered-cart': 'Meldung einer nicht gelieferten Tonne',
  'request.other': 'Anfrage „{{kind}}“',
  'notice.subject': 'Neuigkeiten zu Ihrer {{what}} ({{reference}})',
  'notice.open': 'Ihre {{what}} (Vorgang Nr. {{issue}}) ist wieder offen.',
  'notice.openService': 'Ihre {{what}} für den Dienst {{service}} (Vorgang Nr. {{issue}}) ist wieder offen.',
  'notice.inProgress': 'Ihre {{what}} (Vorgang Nr. {{issue}}) wird jetzt bearbeitet.',
  'notice.inProgressService':
    'Ihre {{what}} für den Dienst {{service}} (Vorgang Nr. {{issue}}) wird jetzt bearbeitet.',
  'notice.closed': 'Ihre {{what}} (Vorgang Nr. {{issue}}) ist jetzt abgeschlossen.',
  'notice.closedService':
    'Ihre {{what}} für den Dienst {{service}} (Vorgang Nr. {{issue}}) ist jetzt abgeschlossen.',
  'notice.note': 'Hinweis unseres Teams:',
  'notice.seeAll': 'Alle Ihre Anfragen:',
  'notice.seeAllLink': 'Alle Ihre Anfragen ansehen',
  'notice.questions': 'Fragen? Rufen Sie {{phone}} an oder schreiben Sie an {{email}}.',
  'notice.why':
    'Sie erhalten diese Nachricht, weil Statusmeldungen in Ihrem {{company}}-Konto aktiviert sind.',
  'notice.stop': 'Statusmeldungen abbestellen',
  'notice.smsStop': 'Meldungen abbestellen:',

  'exception.subject': 'Ihre Tonne ({{service}}) wurde am {{date}} nicht geleert',
  'exception.headline': 'Ihre Tonne ({{service}}) wurde am {{date}} nicht geleert: {{reason}}.',
  'exception.reason.cart-not-out': 'die Tonne stand nicht bereit',
  'exception.reason.blocked': 'die Tonne war zugestellt',
  'exception.reason.contaminated': 'in der Tonne war, was nicht hineingehört',
  'exception.reason.overweight': 'die Tonne war zu schwer',
  'exception.reason.weather': 'das Wetter hat unser Team aufgehalten',
  'exception.reason.truck-issue': 'unser Fahrzeug hatte eine Panne',
  'exception.reason.other': 'unser Team konnte sie nicht leeren',
  'exception.next.hauler': 'Wir kommen morgen wieder.',
  'exception.next.cart-not-out': 'Bitte stellen Sie sie das nächste Mal bis 6 Uhr bereit.',
  'exception.next.blocked':
    'Bitte lassen Sie das nächste Mal einen Meter Platz um die Tonne, fern von Autos, Briefkästen und Ästen.',
  'exception.next.contaminated':
    'Bitte nehmen Sie heraus, was nicht hineingehört; sie wird am nächsten Abholtag geleert.',
  'exception.next.overweight':
    'Bitte nehmen Sie etwas heraus, damit der Deckel schließt; sie wird am nächsten Abholtag geleert.',
  'exception.next.other':
    'Wenn Sie eine Leerung vor dem nächsten Abholtag brauchen, melden Sie sich bitte bei uns.',
  'exception.photo': 'Foto unseres Teams ansehen',
  'exception.seeServices': 'Ihre Leistungen ansehen:',
  'exception.seeServicesLink': 'Ihre Leistungen ansehen',

  'reminder.eveningSubject': 'Abholung morgen: {{carts}}',
  'reminder.evening':
    'Morgen, {{date}}, werden Ihre Tonnen abgeholt ({{carts}}). Bitte stellen Sie Ihre Tonnen an den Straßenrand.',
  'reminder.moved': 'Diese Abholung wurde wegen {{holiday}} von {{from}} verschoben.',
  'reminder.holidaySubject': 'Feiertag: Ihre Abholung wird auf {{date}} verschoben',
  'reminder.holiday': 'Wegen {{holiday}} wird Ihre Abholung ({{carts}}) von {{from}} auf {{to}} verschoben.',
  'reminder.seeCalendar': 'Ihr Abholkalender:',
  'reminder.seeCalendarLink': 'Ihren Abholkalender ansehen',
  'reminder.why':
    'Sie erhalten diese Nachricht, weil Abholerinnerungen in Ihrem {{company}}-Konto aktiviert sind.',
  'reminder.change': 'Ändern Sie Ihre Erinnerungen unter „Mein Konto“:',
  'reminder.changeLink': 'Erinnerungen unter „Mein Konto“ ändern',
  'reminder.stop': 'Erinnerungs-E-Mails abbestellen',
  'reminder.smsEvening': 'Abholung morgen ({{date}}): {{carts}}.',
  'reminder.smsHoliday': '{{holiday}}: Ihre Abholung ({{carts}}) wird von {{from}} auf {{to}} verschoben.',
  'reminder.smsStop': 'Antworten Sie STOP zum Abbestellen.',

  'registrationCode.subject': 'Ihr Bestätigungscode für {{company}}',
  'registrationCode.code': 'Ihr Bestätigungscode für {{company}} lautet {{code}}.',
  'registrationCode.codeIs': 'Ihr Bestätigungscode für {{company}} lautet:',
  'registrationCode.expires': 'Er ist {{minutes}} Minuten lang gültig.',
  'registrationCode.ignore':
    'Wenn Sie keine Registrierung begonnen haben, können Sie diese E-Mail ignorieren.',

  'phoneCode.sms': '{{code}} ist Ihr Anmeldecode für {{company}}. Er ist {{minutes}} Minuten lang gültig.',

  'reset.subject': 'Setzen Sie Ihr Passwort für das {{company}}-Kundenportal zurück',
  'reset.asked':
    'Wir haben eine Anfrage erhalten, das Passwort Ihres Kontos im {{company}}-Kundenportal zurückzusetzen.',
  'reset.openLink': 'Öffnen Sie diesen Link innerhalb einer Stunde, um ein neues Passwort zu wählen:',
  'reset.button': 'Mein Passwort zurücksetzen',
  'reset.ignore':
    'Wenn Sie dies nicht angefordert haben, können Sie diese E-Mail ignorieren; Ihr Passwort bleibt unverändert.',

  'welcome.subject': 'Willkommen im {{company}}-Kundenportal',
  'welcome.created': 'Der Kundendienst von {{company}} hat Ihr Konto im Kundenportal angelegt.',
  'welcome.createdFor':
    'Der Kundendienst von {{company}} hat Ihr Konto im Kundenportal für {{organization}} angelegt.',
  'welcome.signInEmail': 'E-Mail-Adresse für die Anmeldung: {{email}}',
  'welcome.openLink': 'Öffnen Sie diesen Link innerhalb von 7 Tagen, um Ihr Passwort zu wählen:',
  'welcome.button': 'Mein Passwort wählen',
  'welcome.afterwards': 'Danach können Sie sich unter {{url}} anmelden.',
  'welcome.unexpected': 'Wenn Sie diese E-Mail nicht erwartet haben, wenden Sie sich bitte an {{company}}.',

  'moved.yourAddress': 'Ihre Serviceadresse',
  'moved.subject': 'Ihr {{company}}-Konto enthält die Adresse {{where}} nicht mehr',
  'moved.unlinked':
    'Die Serviceadresse {{where}} ist nicht mehr mit Ihrem Konto im {{company}}-Kundenportal verknüpft.',
  'moved.owner':
    'Ihr Eigentümer hat sie mit einem Eigentumsnachweis registriert (der hinterlegten E-Mail-Adresse, der Kontonummer oder einem Dokument), während Ihr Konto sie nur per E-Mail bestätigt hatte.',
  'moved.stillSignIn':
    'Sie können sich weiterhin mit E-Mail-Adresse und Passwort oder mit Google anmelden, aber Ihr Konto zeigt die Dienste dieser Adresse nicht mehr an.',
  'moved.contact': 'Wenn dies Ihre Adresse ist, kontaktieren Sie uns bitte: {{url}}',
  'moved.contactLink': 'Wenn dies Ihre Adresse ist, {{link}}.',
  'moved.contactUs': 'kontaktieren Sie uns bitte',

  'confirm.subject.service-change': '{{company}}: Bestätigung Ihrer Serviceänderung',
  'confirm.subject.additional-cart': '{{company}}: Bestätigung Ihrer Anfrage nach einer zusätzlichen Tonne',
  'confirm.subject.additional-cart-removal': '{{company}}: Bestätigung der Abholung zusätzlicher Tonnen',
  'confirm.subject.missed-pickup': 'Bestätigung Ihrer Meldung einer ausgefallenen Abholung',
  'confirm.subject.pickup-request': 'Bestätigung Ihrer Abholanfrage',
  'confirm.subject.vacation-hold': 'Bestätigung Ihrer Anfrage zur Urlaubspause',
  'confirm.subject.damaged-cart': 'Bestätigung Ihrer Meldung einer beschädigten Tonne',
  'confirm.intro.service-change':
    'Wir haben Ihre Anfrage zur Änderung Ihres Dienstes erhalten. Hier sind die Einzelheiten.',
  'confirm.intro.additional-cart':
    'Wir haben Ihre Anfrage nach zusätzlichen Tonnen erhalten. Hier sind die Einzelheiten.',
  'confirm.intro.additional-cart-removal':
    'Wir haben Ihre Anfrage zur Abholung zusätzlicher Tonnen erhalten. Hier sind die Einzelheiten.',
  'confirm.intro.missed-pickup':
    'Wir haben Ihre Meldung einer ausgefallenen Abholung erhalten. Unser Team kümmert sich so schnell wie möglich darum.',
  'confirm.intro.pickup-request':
    'Wir haben Ihre Abholanfrage erhalten. Unser Team plant sie so schnell wie möglich ein.',
  'confirm.intro.vacation-hold':
    'Wir haben Ihre Anfrage zur Urlaubspause erhalten. Hier sind die Einzelheiten.',
  'confirm.intro.damaged-cart':
    'Wir haben Ihre Anfrage zum Ersatz einer beschädigten Tonne erhalten. Hier sind die Einzelheiten.',
  'confirm.helloCustomer': 'Hallo liebe Kundin, lieber Kunde,',
  'confirm.reference': 'Referenznummer: {{reference}}',
  'confirm.withIssue': '{{reference}} (Vorgang Nr. {{issue}})',
  'confirm.yourDetails': 'Ihre Angaben',
  'confirm.requestDetails': 'Einzelheiten der Anfrage',
  'confirm.before': 'Vorher',
  'confirm.after': 'Nachher',
  'confirm.questions': 'Fragen? Rufen Sie uns unter {{phone}} an oder schreiben Sie an {{email}}.',
  'confirm.thanks': 'Vielen Dank, dass Sie sich für {{company}} entschieden haben.',
  'confirm.line': '{{label}}: {{value}}',
  'confirm.value.gallons': '{{size}} Gallonen',
  'confirm.value.unknownSize': 'Größe unbekannt',
  'confirm.value.perCart': '{{amount}} pro Tonne',
  'confirm.label.Name': 'Name',
  'confirm.label.Email': 'E-Mail',
  'confirm.label.Phone': 'Telefon',
  'confirm.label.Service address': 'Serviceadresse',
  'confirm.label.Account': 'Konto',
  'confirm.label.Service': 'Dienst',
  'confirm.label.Size': 'Größe',
  'confirm.label.Rate': 'Preis',
  'confirm.label.Cart size': 'Tonnengröße',
  'confirm.label.Additional cart rate': 'Preis je zusätzlicher Tonne',
  'confirm.label.Additional carts': 'Zusätzliche Tonnen',
  'confirm.label.Total rate': 'Gesamtpreis',
  'confirm.label.Subject': 'Betreff',
  'confirm.label.Details': 'Einzelheiten',
  'confirm.label.Stop service on': 'Dienst pausieren ab',
  'confirm.label.Restart service after': 'Dienst wieder aufnehmen nach',
  'confirm.label.Comments': 'Anmerkungen',
  'confirm.label.Cart': 'Tonne',
  'confirm.label.Damage': 'Schaden',
  // the copy of a Contact Us message to its sender
  'contact.subject': 'Wir haben Ihre Nachricht erhalten: {{subject}}',
  'contact.thanks':
    'Vielen Dank für Ihre Nachricht an {{company}}. Wir haben sie erhalten und antworten an diese Adresse.',
  'contact.urgent': 'Wenn es dringend ist, rufen Sie uns unter {{phone}} an oder schreiben Sie an {{email}}.',
  'contact.yourMessage': 'Ihre Nachricht ({{subject}}):',
  'contact.notYou':
    'Wenn Sie uns nicht geschrieben haben, hat vielleicht jemand Ihre Adresse versehentlich eingegeben; Sie können diese E-Mail ignorieren.',

  // a claim on a held address and the letter with a code (issue 26 §1)
  'claim.holder.subject': 'Jemand beansprucht die Adresse {{where}} Ihres {{company}}-Kontos',
  'claim.holder.claimed':
    'Jemand hat ein {{company}}-Konto für {{where}} angelegt und sagt, die Adresse gehöre ihm.',
  'claim.holder.waits': 'Wenn Sie nichts tun, geht die Adresse am {{date}} auf sein Konto über.',
  'claim.holder.staff':
    'Unsere Mitarbeiter prüfen seinen Nachweis und entscheiden. Bis dahin bleibt die Adresse auf Ihrem Konto.',
  'claim.holder.object': 'Wenn die Adresse Ihnen gehört, widersprechen Sie hier mit einem Klick: {{url}}',
  'claim.holder.objectLink': 'Wenn die Adresse Ihnen gehört, {{link}}.',
  'claim.holder.objectLinkText': 'widersprechen Sie mit einem Klick',
  'claim.holder.sms':
    '{{company}}: Jemand beansprucht die Adresse {{where}} Ihres Kontos. Wenn sie Ihnen gehört, widersprechen Sie hier: {{url}}',
  'claim.claimant.subject': 'Ihr Anspruch auf die Adresse {{where}}',
  'claim.claimant.opened':
    'Die Adresse {{where}} ist auf ein anderes Konto registriert. Ihr Konto wurde ohne sie angelegt, und wir haben einen Anspruch für Sie eröffnet.',
  'claim.claimant.waits':
    'Wir haben den Kontoinhaber benachrichtigt. Wenn er nicht widerspricht, geht die Adresse am {{date}} auf Ihr Konto über.',
  'claim.claimant.staff':
    'Wir haben den Kontoinhaber benachrichtigt; unsere Mitarbeiter prüfen Ihren Nachweis und entscheiden. Wir schreiben Ihnen danach.',
  'claim.decided.subject': 'Entscheidung zur Adresse {{where}}',
  'claim.approved.claimant': 'Die Adresse {{where}} ist jetzt auf Ihrem {{company}}-Konto.',
  'claim.approved.holder':
    'Die Adresse {{where}} ist auf ein anderes Konto übergegangen, nachdem unsere Mitarbeiter dessen Nachweis geprüft haben. Sie können sich weiterhin anmelden.',
  'claim.moved.holder':
    'Die Adresse {{where}} ist auf ein anderes Konto übergegangen: Die Wartezeit endete ohne Widerspruch. Sie können sich weiterhin anmelden.',
  'claim.refused.claimant':
    'Ihr Anspruch auf die Adresse {{where}} wurde abgelehnt. Wenn die Adresse Ihnen gehört, kontaktieren Sie uns bitte.',
  'claim.refused.holder':
    'Der Anspruch auf die Adresse {{where}} wurde abgelehnt. Die Adresse bleibt auf Ihrem Konto.',
  'claim.objected.claimant':
    'Der Kontoinhaber hat Ihrem Anspruch auf die Adresse {{where}} widersprochen, daher bleibt die Adresse bei ihm. Wenn sie Ihnen gehört, kontaktieren Sie uns bitte.',
  'claim.objected.holder': 'Ihr Widerspruch ist erfasst. Die Adresse {{where}} bleibt auf Ihrem Konto.',
  'claim.page.title': 'Anspruch auf die Adresse {{where}}',
  'claim.page.button': 'Diese Adresse gehört mir: Ich widerspreche',
  'claim.page.closed': 'Über diesen Anspruch wurde bereits entschieden.',
  'claim.page.invalid': 'Dieser Link ist ungültig.',
  'letter.resident': 'Bewohner',
  'letter.intro': 'Jemand möchte diese Adresse für ein Konto im Kundenportal von {{company}} registrieren.',
  'letter.enter':
    'Um zu zeigen, dass Sie hier Post erhalten, geben Sie den Code unten vor dem {{date}} in der Registrierung ein.',
  'letter.ignore':
    'Wenn Sie das nicht angefordert haben, können Sie diesen Brief ignorieren: Ohne den Code ändert sich nichts.',
};
