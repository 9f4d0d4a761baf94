/** Japanese (です・ます): see en.ts. */
import type { MessageTable } from './en';

export const ja: MessageTable = {
  'common.hello': '{{name}} 様',
  'common.helloNoName': 'お客様',
  'common.listAnd': '{{first}}、{{last}}',
  'common.listComma': '、',
  'service.trash': '一般ごみ',
  'service.recycling': '資源ごみ',
  'service.yardwaste': '庭ごみ',

  'request.missed-pickup': '収集漏れのご連絡',
  'request.pickup-request': '収集のご依頼',
  'request.vacation-hold': '休暇中の収集停止のご依頼',
  'request.damaged-cart': '破損したカートのご連絡',
  'request.enterprise-extra-pickup': '追加収集のご依頼',
  'request.undelivered-cart': '未配達のカートのご連絡',
  'request.other': '「{{kind}}」のご依頼',
  'notice.subject': '{{what}}の状況のお知らせ（{{reference}}）',
  'notice.open': '{{what}}（案件番号 {{issue}}）を再度受け付けました。',
  'notice.openService': '{{service}}の{{what}}（案件番号 {{issue}}）を再度受け付けました。',
  'notice.inProgress': '{{what}}（案件番号 {{issue}}）の対応を開始しました。',
  'notice.inProgressService': '{{service}}の{{what}}（案件番号 {{issue}}）の対応を開始しました。',
  'notice.closed': '{{what}}（案件番号 {{issue}}）の対応が完了しました。',
  'notice.closedService': '{{service}}の{{what}}（案件番号 {{issue}}）の対応が完了しました。',
  'notice.note': '担当者からのメモ：',
  'notice.seeAll': 'ご依頼の一覧：',
  'notice.seeAllLink': 'ご依頼の一覧を見る',
  'notice.questions':
    'ご不明な点は {{phone}} までお電話いただくか、{{email}} までメールでお問い合わせください。',
  'notice.why':
    '{{company}} のアカウントで状況のお知らせが有効になっているため、このメッセージをお送りしています。',
  'notice.stop': '状況のお知らせを停止する',
  'notice.smsStop': 'お知らせの停止：',

  'exception.subject': '{{date}}、{{service}}のカートは収集されませんでした',
  'exception.headline': '{{date}}、{{service}}のカートは収集されませんでした：{{reason}}。',
  'exception.reason.cart-not-out': 'カートが出ていませんでした',
  'exception.reason.blocked': 'カートの前がふさがれていました',
  'exception.reason.contaminated': '対象外のものが入っていました',
  'exception.reason.overweight': 'カートが重すぎました',
  'exception.reason.weather': '悪天候のため作業できませんでした',
  'exception.reason.truck-issue': '収集車が故障しました',
  'exception.reason.other': '作業員が収集できませんでした',
  'exception.next.hauler': '明日もう一度伺います。',
  'exception.next.cart-not-out': '次回は午前6時までに出してください。',
  'exception.next.blocked':
    '次回はカートの周りに1メートルほどの空きを作り、車・郵便受け・枝から離してください。',
  'exception.next.contaminated': '対象外のものを取り除いてください。次の収集日に収集します。',
  'exception.next.overweight': 'ふたが閉まるよう中身を減らしてください。次の収集日に収集します。',
  'exception.next.other': '次の収集日より前に収集が必要な場合は、ご連絡ください。',
  'exception.photo': '作業員の写真を見る',
  'exception.seeServices': 'サービスを見る：',
  'exception.seeServicesLink': 'サービスを見る',

  'reminder.eveningSubject': '明日は収集日です：{{carts}}',
  'reminder.evening': '明日（{{date}}）は{{carts}}の収集日です。カートを道路脇に出しておいてください。',
  'reminder.moved': '{{holiday}}のため、この収集は{{from}}から変更されました。',
  'reminder.holidaySubject': '祝日のため収集日が{{date}}に変わります',
  'reminder.holiday': '{{holiday}}のため、{{carts}}の収集日は{{from}}から{{to}}に変わります。',
  'reminder.seeCalendar': '収集カレンダー：',
  'reminder.seeCalendarLink': '収集カレンダーを見る',
  'reminder.why':
    '{{company}} のアカウントで収集のリマインダーが有効になっているため、このメッセージをお送りしています。',
  'reminder.change': 'リマインダーはマイアカウントで変更できます：',
  'reminder.changeLink': 'マイアカウントでリマインダーを変更する',
  'reminder.stop': 'リマインダーのメールを停止する',
  'reminder.smsEvening': '明日（{{date}}）は収集日です：{{carts}}。',
  'reminder.smsHoliday': '{{holiday}}：{{carts}}の収集日は{{from}}から{{to}}に変わります。',
  'reminder.smsStop': '配信停止は STOP と返信してください。',

  'registrationCode.subject': '{{company}} の確認コード',
  'registrationCode.code': '{{company}} の確認コードは {{code}} です。',
  'registrationCode.codeIs': '{{company}} の確認コード：',
  'registrationCode.expires': 'このコードの有効期限は {{minutes}} 分です。',
  'registrationCode.ignore': '登録を始めた覚えがない場合は、このメールを無視してください。',

  'phoneCode.sms': '{{company}} のサインインコードは {{code}} です。有効期限は {{minutes}} 分です。',

  'reset.subject': '{{company}} カスタマーポータルのパスワードの再設定',
  'reset.asked': '{{company}} カスタマーポータルのアカウントのパスワード再設定のご依頼を受け付けました。',
  'reset.openLink': '1 時間以内にこのリンクを開いて、新しいパスワードを設定してください：',
  'reset.button': 'パスワードを再設定する',
  'reset.ignore': 'お心当たりがない場合は、このメールを無視してください。パスワードは変更されません。',

  'welcome.subject': '{{company}} カスタマーポータルへようこそ',
  'welcome.created': '{{company}} カスタマーサービスがお客様のカスタマーポータルのアカウントを作成しました。',
  'welcome.createdFor':
    '{{company}} カスタマーサービスが {{organization}} のカスタマーポータルのアカウントを作成しました。',
  'welcome.signInEmail': 'サインイン用メールアドレス：{{email}}',
  'welcome.openLink': '7 日以内にこのリンクを開いて、パスワードを設定してください：',
  'welcome.button': 'パスワードを設定する',
  'welcome.afterwards': '設定後は {{url}} からサインインできます。',
  'welcome.unexpected': 'このメールにお心当たりがない場合は、{{company}} までお問い合わせください。',

  'moved.yourAddress': 'お客様のサービス住所',
  'moved.subject': '{{company}} のアカウントから住所 {{where}} が外れました',
  'moved.unlinked':
    'サービス住所 {{where}} は、{{company}} カスタマーポータルのお客様のアカウントとの関連付けが解除されました。',
  'moved.owner':
    'この住所の所有者が所有の証明（登録済みのメールアドレス、アカウント番号または書類）を添えて登録しました。お客様のアカウントでは、この住所はメールでのみ確認されていました。',
  'moved.stillSignIn':
    '引き続きメールアドレスとパスワード、または Google でサインインできますが、この住所のサービスはアカウントに表示されなくなります。',
  'moved.contact': 'この住所がお客様のものである場合は、こちらからお問い合わせください：{{url}}',
  'moved.contactLink': 'この住所がお客様のものである場合は、{{link}}。',
  'moved.contactUs': 'お問い合わせください',

  'confirm.subject.service-change': '{{company}} サービス変更の確認',
  'confirm.subject.additional-cart': '{{company}} 追加カートのご依頼の確認',
  'confirm.subject.additional-cart-removal': '{{company}} 追加カートの回収の確認',
  'confirm.subject.missed-pickup': '収集漏れのご連絡の確認',
  'confirm.subject.pickup-request': '収集のご依頼の確認',
  'confirm.subject.vacation-hold': '休暇中の収集停止のご依頼の確認',
  'confirm.subject.damaged-cart': '破損したカートのご連絡の確認',
  'confirm.intro.service-change': 'サービス変更のご依頼を受け付けました。詳細は次のとおりです。',
  'confirm.intro.additional-cart': '追加カートのご依頼を受け付けました。詳細は次のとおりです。',
  'confirm.intro.additional-cart-removal': '追加カートの回収のご依頼を受け付けました。詳細は次のとおりです。',
  'confirm.intro.missed-pickup': '収集漏れのご連絡を受け付けました。担当者ができるだけ早く対応いたします。',
  'confirm.intro.pickup-request':
    '収集のご依頼を受け付けました。担当者ができるだけ早く日程を調整いたします。',
  'confirm.intro.vacation-hold': '休暇中の収集停止のご依頼を受け付けました。詳細は次のとおりです。',
  'confirm.intro.damaged-cart': '破損したカートの交換のご依頼を受け付けました。詳細は次のとおりです。',
  'confirm.helloCustomer': 'お客様',
  'confirm.reference': '受付番号：{{reference}}',
  'confirm.withIssue': '{{reference}}（案件番号 {{issue}}）',
  'confirm.yourDetails': 'お客様の情報',
  'confirm.requestDetails': 'ご依頼の内容',
  'confirm.before': '変更前',
  'confirm.after': '変更後',
  'confirm.questions':
    'ご不明な点は {{phone}} までお電話いただくか、{{email}} までメールでお問い合わせください。',
  'confirm.thanks': '{{company}} をご利用いただきありがとうございます。',
  'confirm.line': '{{label}}：{{value}}',
  'confirm.value.gallons': '{{size}} ガロン',
  'confirm.value.unknownSize': 'サイズ不明',
  'confirm.value.perCart': 'カート 1 台につき {{amount}}',
  'confirm.label.Name': 'お名前',
  'confirm.label.Email': 'メールアドレス',
  'confirm.label.Phone': '電話番号',
  'confirm.label.Service address': 'サービス住所',
  'confirm.label.Account': 'アカウント',
  'confirm.label.Service': 'サービス',
  'confirm.label.Size': 'サイズ',
  'confirm.label.Rate': '料金',
  'confirm.label.Cart size': 'カートのサイズ',
  'confirm.label.Additional cart rate': '追加カートの料金',
  'confirm.label.Additional carts': '追加カート',
  'confirm.label.Total rate': '合計料金',
  'confirm.label.Subject': '件名',
  'confirm.label.Details': '詳細',
  'confirm.label.Stop service on': 'サービス停止日',
  'confirm.label.Restart service after': 'サービス再開（この日の後）',
  'confirm.label.Comments': 'コメント',
  'confirm.label.Cart': 'カート',
  'confirm.label.Damage': '破損の内容',
  // the copy of a Contact Us message to its sender
  'contact.subject': 'メッセージを受け付けました：{{subject}}',
  'contact.thanks':
    '{{company}} にお問い合わせいただきありがとうございます。メッセージを受け付けました。このアドレスにご返信いたします。',
  'contact.urgent': 'お急ぎの場合は {{phone}} までお電話いただくか、{{email}} までメールでご連絡ください。',
  'contact.yourMessage': 'お客様のメッセージ（{{subject}}）：',
  'contact.notYou':
    'お心当たりがない場合は、どなたかが誤ってお客様のアドレスを入力した可能性があります。このメールは無視してください。',

  // a claim on a held address and the letter with a code (issue 26 §1)
  'claim.holder.subject': '{{company}} アカウントの住所 {{where}} を他の人が申し立てています',
  'claim.holder.claimed':
    'ある人が {{where}} の {{company}} アカウントを登録し、この住所は自分のものだと申し立てています。',
  'claim.holder.waits': '何もしなければ、{{date}} に住所は相手のアカウントに移ります。',
  'claim.holder.staff':
    '担当者が相手の証明を確認して判断します。それまで住所はあなたのアカウントに残ります。',
  'claim.holder.object':
    '住所があなたのものであれば、ここからワンクリックで異議を申し立ててください: {{url}}',
  'claim.holder.objectLink': '住所があなたのものであれば、{{link}}。',
  'claim.holder.objectLinkText': 'ワンクリックで異議を申し立ててください',
  'claim.holder.sms':
    '{{company}}: あなたのアカウントの住所 {{where}} が申し立てられています。あなたの住所なら、ここで異議を申し立ててください: {{url}}',
  'claim.claimant.subject': '住所 {{where}} の申し立て',
  'claim.claimant.opened':
    '住所 {{where}} は別のアカウントに登録されています。あなたのアカウントは住所なしで作成され、申し立てを受け付けました。',
  'claim.claimant.waits':
    'アカウントの所有者に通知しました。異議がなければ、{{date}} に住所はあなたのアカウントに移ります。',
  'claim.claimant.staff':
    'アカウントの所有者に通知しました。担当者があなたの証明を確認して判断します。結果はメールでお知らせします。',
  'claim.decided.subject': '住所 {{where}} についての決定',
  'claim.approved.claimant': '住所 {{where}} はあなたの {{company}} アカウントに登録されました。',
  'claim.approved.holder':
    '担当者が証明を確認した結果、住所 {{where}} は別のアカウントに移りました。引き続きサインインできます。',
  'claim.moved.holder':
    '住所 {{where}} は別のアカウントに移りました。待機期間中に異議がありませんでした。引き続きサインインできます。',
  'claim.refused.claimant':
    '住所 {{where}} の申し立ては却下されました。あなたの住所であれば、お問い合わせください。',
  'claim.refused.holder': '住所 {{where}} への申し立ては却下されました。住所はあなたのアカウントに残ります。',
  'claim.objected.claimant':
    'アカウントの所有者が住所 {{where}} の申し立てに異議を唱えたため、住所は所有者に残ります。あなたの住所であれば、お問い合わせください。',
  'claim.objected.holder': '異議を受け付けました。住所 {{where}} はあなたのアカウントに残ります。',
  'claim.page.title': '住所 {{where}} への申し立て',
  'claim.page.button': 'この住所は私のものです: 異議を申し立てる',
  'claim.page.closed': 'この申し立てはすでに決定済みです。',
  'claim.page.invalid': 'このリンクは無効です。',
  'letter.resident': '居住者',
  'letter.intro': 'この住所を {{company}} のカスタマーポータルのアカウントに登録する申請がありました。',
  'letter.enter':
    'ここで郵便を受け取っていることを証明するため、{{date}} までに登録画面で下のコードを入力してください。',
  'letter.ignore': '心当たりがない場合は、この手紙を無視してください。コードがなければ何も変わりません。',
};
