/** French (vous): see en.ts. */
import type { MessageTable } from './en';

export const fr: MessageTable = {
  'common.hello': 'Bonjour {{name}},',
  'common.helloNoName': 'Bonjour,',
  'common.listAnd': '{{first}} et {{last}}',
  'common.listComma': ', ',
  'service.trash': 'ordures ménagères',
  'service.recycling': 'recyclage',
  'service.yardwaste': 'déchets verts',

  'request.missed-pickup': 'demande pour collecte manquée',
  'request.pickup-request': 'demande de collecte',
  'request.vacation-hold': 'demande de suspension pour vacances',
  'request.damaged-cart': 'demande pour bac endommagé',
  'request.enterprise-extra-pickup': 'demande de collecte supplémentaire',
  'request.undelivered-cart': 'demande pour bac non livré',
  'request.other': 'demande « {{kind}} »',
  'notice.subject': 'Du nouveau sur votre {{what}} ({{reference}})',
  'notice.open': 'Votre {{what}} (dossier n° {{issue}}) est de nouveau ouverte.',
  'notice.openService':
    'Votre {{what}} pour le service {{service}} (dossier n° {{issue}}) est de nouveau ouverte.',
  'notice.inProgress': 'Votre {{what}} (dossier n° {{issue}}) est en cours de traitement.',
  'notice.inProgressService':
    'Votre {{what}} pour le service {{service}} (dossier n° {{issue}}) est en cours de traitement.',
  'notice.closed': 'Votre {{what}} (dossier n° {{issue}}) est désormais close.',
  'notice.closedService':
    'Votre {{what}} pour le service {{service}} (dossier n° {{issue}}) est désormais close.',
  'notice.note': 'Note de notre équipe :',
  'notice.seeAll': 'Toutes vos demandes :',
  'notice.seeAllLink': 'Voir toutes vos demandes',
  'notice.questions': 'Des questions ? Appelez le {{phone}} ou écrivez à {{email}}.',
  'notice.why': 'Vous recevez ce message car les avis de suivi sont activés dans votre compte {{company}}.',
  'notice.stop': 'Ne plus recevoir les avis de suivi',
  'notice.smsStop': 'Arrêter les avis :',

  'exception.subject': "Votre bac ({{service}}) n'a pas été collecté le {{date}}",
  'exception.headline': "Votre bac ({{service}}) n'a pas été collecté le {{date}} : {{reason}}.",
  'exception.reason.cart-not-out': "le bac n'était pas sorti",
  'exception.reason.blocked': "l'accès au bac était bloqué",
  'exception.reason.contaminated': "le bac contenait des déchets qui n'y ont pas leur place",
  'exception.reason.overweight': 'le bac était trop lourd',
  'exception.reason.weather': 'le mauvais temps a arrêté notre équipe',
  'exception.reason.truck-issue': 'notre camion est tombé en panne',
  'exception.reason.other': "notre équipe n'a pas pu le collecter",
  'exception.next.hauler': 'Nous repasserons demain.',
  'exception.next.cart-not-out': 'La prochaine fois, merci de le sortir avant 6 h.',
  'exception.next.blocked':
    "La prochaine fois, merci de laisser un mètre libre autour du bac, à l'écart des voitures, boîtes aux lettres et branches.",
  'exception.next.contaminated':
    "Merci de retirer ce qui n'y a pas sa place ; il sera collecté lors de votre prochaine collecte.",
  'exception.next.overweight':
    'Merci de retirer une partie du contenu pour que le couvercle ferme ; il sera collecté lors de votre prochaine collecte.',
  'exception.next.other': "Si vous avez besoin d'une collecte avant la prochaine, contactez-nous.",
  'exception.photo': "Voir la photo de l'équipe",
  'exception.seeServices': 'Voir vos services :',
  'exception.seeServicesLink': 'Voir vos services',

  'reminder.eveningSubject': 'Collecte demain : {{carts}}',
  'reminder.evening':
    'Demain, {{date}}, est votre jour de collecte ({{carts}}). Merci de sortir vos bacs en bordure de rue.',
  'reminder.moved': 'Cette collecte a été déplacée du {{from}} en raison de {{holiday}}.',
  'reminder.holidaySubject': 'Jour férié : votre collecte est déplacée au {{date}}',
  'reminder.holiday':
    'En raison de {{holiday}}, votre collecte ({{carts}}) est déplacée du {{from}} au {{to}}.',
  'reminder.seeCalendar': 'Votre calendrier de collecte :',
  'reminder.seeCalendarLink': 'Voir votre calendrier de collecte',
  'reminder.why':
    'Vous recevez ce message car les rappels de collecte sont activés dans votre compte {{company}}.',
  'reminder.change': 'Modifiez vos rappels dans Mon compte :',
  'reminder.changeLink': 'Modifier vos rappels dans Mon compte',
  'reminder.stop': 'Ne plus recevoir les rappels par e-mail',
  'reminder.smsEvening': 'Collecte demain ({{date}}) : {{carts}}.',
  'reminder.smsHoliday': '{{holiday}} : votre collecte ({{carts}}) est déplacée du {{from}} au {{to}}.',
  'reminder.smsStop': 'Répondez STOP pour vous désabonner.',

  'registrationCode.subject': 'Votre code de vérification {{company}}',
  'registrationCode.code': 'Votre code de vérification {{company}} est {{code}}.',
  'registrationCode.codeIs': 'Votre code de vérification {{company}} est :',
  'registrationCode.expires': 'Il expire dans {{minutes}} minutes.',
  'registrationCode.ignore': "Si vous n'avez pas commencé d'inscription, vous pouvez ignorer cet e-mail.",

  'phoneCode.sms': '{{code}} est votre code de connexion {{company}}. Il expire dans {{minutes}} minutes.',

  'reset.subject': 'Réinitialisez le mot de passe de votre portail client {{company}}',
  'reset.asked':
    'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte du portail client {{company}}.',
  'reset.openLink': "Ouvrez ce lien dans l'heure pour choisir un nouveau mot de passe :",
  'reset.button': 'Réinitialiser mon mot de passe',
  'reset.ignore':
    "Si vous n'êtes pas à l'origine de cette demande, vous pouvez ignorer cet e-mail ; votre mot de passe reste inchangé.",

  'welcome.subject': 'Bienvenue sur le portail client {{company}}',
  'welcome.created': 'Le service client de {{company}} a créé votre compte du portail client.',
  'welcome.createdFor':
    'Le service client de {{company}} a créé votre compte du portail client pour {{organization}}.',
  'welcome.signInEmail': 'E-mail de connexion : {{email}}',
  'welcome.openLink': 'Ouvrez ce lien dans les 7 jours pour choisir votre mot de passe :',
  'welcome.button': 'Choisir mon mot de passe',
  'welcome.afterwards': 'Vous pourrez ensuite vous connecter sur {{url}}.',
  'welcome.unexpected': "Si vous n'attendiez pas cet e-mail, veuillez contacter {{company}}.",

  'moved.yourAddress': 'votre adresse de service',
  'moved.subject': "Votre compte {{company}} n'a plus l'adresse {{where}}",
  'moved.unlinked':
    "L'adresse de service {{where}} n'est plus liée à votre compte du portail client {{company}}.",
  'moved.owner':
    "Son propriétaire l'a enregistrée avec une preuve de propriété (l'e-mail enregistré, le numéro de compte ou un document), alors que votre compte ne l'avait vérifiée que par e-mail.",
  'moved.stillSignIn':
    "Vous pouvez toujours vous connecter avec votre e-mail et votre mot de passe ou avec Google, mais votre compte n'affiche plus les services de cette adresse.",
  'moved.contact': 'Si cette adresse est la vôtre, contactez-nous : {{url}}',
  'moved.contactLink': 'Si cette adresse est la vôtre, {{link}}.',
  'moved.contactUs': 'contactez-nous',

  'confirm.subject.service-change': '{{company}} : confirmation de changement de service',
  'confirm.subject.additional-cart': '{{company}} : confirmation de demande de bac supplémentaire',
  'confirm.subject.additional-cart-removal': '{{company}} : confirmation de retrait de bac supplémentaire',
  'confirm.subject.missed-pickup': 'Confirmation de votre demande pour collecte manquée',
  'confirm.subject.pickup-request': 'Confirmation de votre demande de collecte',
  'confirm.subject.vacation-hold': 'Confirmation de votre demande de suspension pour vacances',
  'confirm.subject.damaged-cart': 'Confirmation de votre demande pour bac endommagé',
  'confirm.intro.service-change':
    'Nous avons reçu votre demande de changement de service. En voici le détail.',
  'confirm.intro.additional-cart':
    'Nous avons reçu votre demande de bacs supplémentaires. En voici le détail.',
  'confirm.intro.additional-cart-removal':
    'Nous avons reçu votre demande de retrait de bacs supplémentaires. En voici le détail.',
  'confirm.intro.missed-pickup':
    "Nous avons reçu votre signalement de collecte manquée. Notre équipe s'en occupe dès que possible.",
  'confirm.intro.pickup-request':
    'Nous avons reçu votre demande de collecte. Notre équipe la planifiera dès que possible.',
  'confirm.intro.vacation-hold':
    'Nous avons reçu votre demande de suspension pour vacances. En voici le détail.',
  'confirm.intro.damaged-cart':
    'Nous avons reçu votre demande de remplacement de bac endommagé. En voici le détail.',
  'confirm.helloCustomer': 'Bonjour cher client,',
  'confirm.reference': 'Numéro de référence : {{reference}}',
  'confirm.withIssue': '{{reference}} (dossier n° {{issue}})',
  'confirm.yourDetails': 'Vos coordonnées',
  'confirm.requestDetails': 'Détail de la demande',
  'confirm.before': 'Avant',
  'confirm.after': 'Après',
  'confirm.questions': 'Des questions ? Appelez-nous au {{phone}} ou écrivez à {{email}}.',
  'confirm.thanks': "Merci d'avoir choisi {{company}}.",
  'confirm.line': '{{label}} : {{value}}',
  'confirm.value.gallons': '{{size}} gallons',
  'confirm.value.unknownSize': 'Taille inconnue',
  'confirm.value.perCart': '{{amount}} par bac',
  'confirm.label.Name': 'Nom',
  'confirm.label.Email': 'E-mail',
  'confirm.label.Phone': 'Téléphone',
  'confirm.label.Service address': 'Adresse de service',
  'confirm.label.Account': 'Compte',
  'confirm.label.Service': 'Service',
  'confirm.label.Size': 'Taille',
  'confirm.label.Rate': 'Tarif',
  'confirm.label.Cart size': 'Taille du bac',
  'confirm.label.Additional cart rate': 'Tarif du bac supplémentaire',
  'confirm.label.Additional carts': 'Bacs supplémentaires',
  'confirm.label.Total rate': 'Tarif total',
  'confirm.label.Subject': 'Objet',
  'confirm.label.Details': 'Détails',
  'confirm.label.Stop service on': 'Suspendre le service le',
  'confirm.label.Restart service after': 'Reprendre le service après le',
  'confirm.label.Comments': 'Commentaires',
  'confirm.label.Cart': 'Bac',
  'confirm.label.Damage': 'Dommage',
  // the copy of a Contact Us message to its sender
  'contact.subject': 'Nous avons bien reçu votre message : {{subject}}',
  'contact.thanks':
    "Merci d'avoir contacté {{company}}. Nous avons bien reçu votre message et répondrons à cette adresse.",
  'contact.urgent': "En cas d'urgence, appelez-nous au {{phone}} ou écrivez à {{email}}.",
  'contact.yourMessage': 'Votre message ({{subject}}) :',
  'contact.notYou':
    "Si vous ne nous avez pas écrit, quelqu'un a peut-être saisi votre adresse par erreur ; vous pouvez ignorer cet e-mail.",

  // a claim on a held address and the letter with a code (issue 26 §1)
  'claim.holder.subject': "Quelqu'un réclame l'adresse {{where}} de votre compte {{company}}",
  'claim.holder.claimed':
    "Quelqu'un a créé un compte {{company}} pour {{where}} et affirme que l'adresse est la sienne.",
  'claim.holder.waits': "Si vous ne faites rien, l'adresse passera sur son compte le {{date}}.",
  'claim.holder.staff':
    "Notre équipe examinera sa preuve et décidera. D'ici là, l'adresse reste sur votre compte.",
  'claim.holder.object': "Si l'adresse est la vôtre, opposez-vous ici en un clic : {{url}}",
  'claim.holder.objectLink': "Si l'adresse est la vôtre, {{link}}.",
  'claim.holder.objectLinkText': 'opposez-vous en un clic',
  'claim.holder.sms':
    "{{company}} : quelqu'un réclame l'adresse {{where}} de votre compte. Si elle est à vous, opposez-vous ici : {{url}}",
  'claim.claimant.subject': "Votre réclamation pour l'adresse {{where}}",
  'claim.claimant.opened':
    "L'adresse {{where}} est enregistrée sur un autre compte. Votre compte a été créé sans elle et nous avons ouvert une réclamation pour vous.",
  'claim.claimant.waits':
    "Nous avons prévenu le titulaire du compte. S'il ne s'y oppose pas, l'adresse passera sur votre compte le {{date}}.",
  'claim.claimant.staff':
    'Nous avons prévenu le titulaire du compte, et notre équipe examinera votre preuve et décidera. Nous vous écrirons ensuite.',
  'claim.decided.subject': "Décision sur l'adresse {{where}}",
  'claim.approved.claimant': "L'adresse {{where}} est maintenant sur votre compte {{company}}.",
  'claim.approved.holder':
    "L'adresse {{where}} est passée sur un autre compte après vérification de sa preuve par notre équipe. Vous pouvez toujours vous connecter.",
  'claim.moved.holder':
    "L'adresse {{where}} est passée sur un autre compte : le délai d'attente s'est terminé sans opposition. Vous pouvez toujours vous connecter.",
  'claim.refused.claimant':
    "Votre réclamation pour l'adresse {{where}} a été refusée. Si l'adresse est la vôtre, contactez-nous.",
  'claim.refused.holder':
    "La réclamation sur l'adresse {{where}} a été refusée. L'adresse reste sur votre compte.",
  'claim.objected.claimant':
    "Le titulaire du compte s'est opposé à votre réclamation pour l'adresse {{where}} : l'adresse reste chez lui. Si elle est à vous, contactez-nous.",
  'claim.objected.holder': "Votre opposition est enregistrée. L'adresse {{where}} reste sur votre compte.",
  'claim.page.title': "Réclamation sur l'adresse {{where}}",
  'claim.page.button': "Cette adresse est à moi : je m'oppose",
  'claim.page.closed': 'Cette réclamation a déjà été tranchée.',
  'claim.page.invalid': "Ce lien n'est pas valide.",
  'letter.resident': 'Résident',
  'letter.intro':
    "Quelqu'un a demandé à enregistrer cette adresse sur un compte du portail client de {{company}}.",
  'letter.enter':
    "Pour prouver que vous recevez du courrier ici, saisissez le code ci-dessous dans l'inscription avant le {{date}}.",
  'letter.ignore': "Si vous n'avez rien demandé, ignorez cette lettre : rien ne change sans le code.",
};
