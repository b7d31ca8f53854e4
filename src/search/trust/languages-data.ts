/**
 * The rule families of ./rules.ts in other languages, written from general knowledge of each
 * language: ignoring previous instructions, keeping things from the user, reaching for secrets,
 * preferring this tool over others, orders to decode hidden text. Spanish, German, French (and a
 * little Portuguese and Italian) are words, matched like the English rules (./words.ts lowers them,
 * keeps their accents and drops French elisions: "l'utilisateur" reads "utilisateur", "n'en" reads
 * "ne en"). Chinese, Japanese and Korean have no spaces between words, so their rules are marks:
 * substrings, or a few substrings in order within a span of characters.
 */
import type { FlagKind, PhraseRule } from "./rules.ts";

/** A run of substrings in order, each from its alternatives, each starting at most `span` characters after the previous one ends. */
export interface SequenceMark {
	kind: FlagKind;
	parts: readonly (readonly string[])[];
	span: number;
}

const PERSON_ES = ["usuario", "usuaria", "usuarios", "cliente"];
const TELL_ES = ["digas", "diga", "menciones", "mencione", "informes", "informe", "cuentes", "cuente", "reveles", "revele", "avises", "avise", "comentes", "comente", "notifiques", "notifique"];
const PERSON_DE = ["nutzer", "benutzer", "anwender", "nutzerin", "benutzerin", "user", "kunden"];
const TELL_DE = ["erwähne", "erwähnen", "sage", "sag", "sagen", "teile", "informiere", "informieren", "verrate", "verraten", "zeige", "melde", "benachrichtige"];
const PERSON_FR = ["utilisateur", "utilisatrice", "utilisateurs", "client"];
const TELL_FR = ["dites", "dis", "dire", "mentionnez", "mentionne", "mentionner", "informez", "informe", "signalez", "signale", "révélez", "révèle", "parlez", "parle", "prévenez", "préviens", "avertissez"];
const INSTRUCTIONS = ["instrucciones", "indicaciones", "órdenes", "reglas", "anweisungen", "anweisung", "instruktionen", "vorgaben", "befehle", "richtlinien", "regeln", "instructions", "consignes", "directives", "règles", "instruções", "istruzioni"];
const SECRETS = ["contraseñas", "credenciales", "claves", "secretos", "passwörter", "zugangsdaten", "anmeldedaten", "schlüssel", "geheimnisse", "identifiants", "jetons", "senhas", "credenziali", "password"];
const OWNED = ["usuario", "tus", "sus", "guardadas", "almacenadas", "locales", "nutzers", "benutzers", "gespeicherten", "lokalen", "utilisateur", "vos", "tes", "enregistrés", "locaux"];

/** Spanish, German, French, Portuguese and Italian phrase rules, matched word by word. */
export const WORD_RULES: readonly PhraseRule[] = [
	// ignore previous instructions
	{ kind: "override", words: [["ignora", "ignorar", "olvida", "olvide", "descarta", "ignoriere", "ignorieren", "ignorier", "vergiss", "missachte", "ignorez", "oublie", "oubliez", "ignorer", "esqueça", "dimentica"], INSTRUCTIONS], gap: 4 },
	{ kind: "override", words: [["aunque", "incluso", "selbst", "même", "mesmo", "anche"], ["si", "wenn", "falls", "se"], [...PERSON_ES, ...PERSON_DE, ...PERSON_FR, "usuário"]], gap: 2, gaps: [0, 2] },
	// do not tell the user
	{ kind: "conceal", words: [["no"], TELL_ES, ["al", "a"], PERSON_ES], gap: 2, gaps: [2, 2, 1] },
	{ kind: "conceal", words: [["no"], ["lo", "le", "se", "les"], TELL_ES], gap: 1, gaps: [0, 1] },
	{ kind: "conceal", words: [["sin"], ["decir", "decirle", "decírselo", "informar", "informarle", "avisar", "avisarle", "notificar", "preguntar", "preguntarle", "consultar", "mencionar", "mencionarlo", "que"]], gap: 0 },
	{ kind: "conceal", words: [["no"], ["es"], ["necesario", "preciso"], ["informar", "decir", "avisar", "mencionar", "notificar", "preguntar", "comentar"]], gap: 0, gaps: [0, 0, 1] },
	{ kind: "conceal", words: [PERSON_ES, ["no"], ["debe", "debería", "tiene", "necesita"], ["saber", "enterarse", "ver", "notar", "saberlo"]], gap: 1 },
	{ kind: "conceal", words: [["en", "a"], ["secreto", "escondidas"]], gap: 0 },
	{ kind: "conceal", words: [TELL_DE, PERSON_DE, ["nicht", "nichts"]], gap: 4, gaps: [5, 4] },
	{ kind: "conceal", words: [PERSON_DE, ["nichts", "nicht"], ["sagen", "erzählen", "mitteilen", "verraten", "erwähnen", "zeigen", "melden", "informieren", "benachrichtigen", "hinweisen"]], gap: 2 },
	{ kind: "conceal", words: [["ohne"], ["zu"], ["informieren", "fragen", "benachrichtigen", "erwähnen", "sagen", "melden", "fragen"]], gap: 0, gaps: [5, 0] },
	{ kind: "conceal", words: [PERSON_DE, ["darf", "soll", "muss", "sollte"], ["nicht", "nichts"], ["wissen", "erfahren", "sehen", "merken", "bemerken", "davon"]], gap: 2 },
	{ kind: "conceal", words: [["heimlich", "unbemerkt"]], gap: 0 },
	{ kind: "conceal", words: [["ne"], TELL_FR, ["pas", "jamais", "rien"]], gap: 2, gaps: [2, 1] },
	{ kind: "conceal", words: [["sans"], ["le", "en", "lui", "leur"], ["dire", "parler", "informer", "prévenir", "avertir", "mentionner", "demander", "signaler"]], gap: 0 },
	{ kind: "conceal", words: [["sans"], ["informer", "prévenir", "avertir", "demander", "consulter", "aviser", "prévenir"]], gap: 0 },
	{ kind: "conceal", words: [PERSON_FR, ["ne"], ["doit", "devra", "doivent"], ["pas"], ["savoir", "voir", "remarquer", "apprendre", "être"]], gap: 0, gaps: [0, 0, 0, 1] },
	{ kind: "conceal", words: [["insu", "silencieusement", "discrètement"]], gap: 0 },
	{ kind: "conceal", words: [["não", "non"], ["conte", "diga", "mencione", "informe", "dirlo", "dire", "menzionare", "menzionarlo", "dica", "informare"]], gap: 1 },
	{ kind: "conceal", words: [["mostre", "mostra", "muestra", "muestre"], ["ao", "al", "all", "a"], ["usuário", "usuario", "utente"], ["apenas", "solo", "solamente", "somente"]], gap: 1, gaps: [0, 1, 2] },
	// read or send the user's secrets
	{ kind: "secret", words: [["lee", "leer", "lea", "envía", "envia", "enviar", "incluye", "pasa", "copia", "lies", "lesen", "lese", "sende", "senden", "übergib", "füge", "hänge", "kopiere", "lis", "lisez", "lire", "envoie", "envoyez", "inclus", "incluez", "copiez", "leia", "envie", "leggi", "invia"], OWNED, SECRETS], gap: 3, gaps: [3, 1] },
	{ kind: "secret", words: [["lee", "leer", "lea", "lies", "lesen", "lis", "lisez", "lire", "leia", "leggi"], SECRETS, ["del", "des", "de", "du"], ["usuario", "nutzers", "benutzers", "utilisateur", "usuário"]], gap: 2, gaps: [3, 0, 1] },
	// use this tool instead of the others
	{ kind: "shadow", words: [["usa", "use", "utiliza", "utilice", "verwende", "nutze", "benutze", "utilisez", "utilise", "usa", "utilizza"], ["esta", "este", "dieses", "diese", "cet", "cette", "questo", "esta"], ["herramienta", "tool", "werkzeug", "outil", "ferramenta", "strumento"], ["en", "statt", "anstatt", "anstelle", "au", "em", "invece", "stattdessen", "siempre"]], gap: 0, gaps: [0, 0, 4] },
	// orders to decode hidden text
	{ kind: "encoded", words: [["decodifica", "descodifica", "dekodiere", "entschlüssele", "décode", "décodez", "decodifique"], ["y", "und", "et", "e"], ["sigue", "síguelo", "ejecuta", "befolge", "führe", "suis", "suivez", "exécute", "exécutez", "siga", "segui"]], gap: 3, gaps: [4, 1] },
];

/** Chinese, Japanese and Korean passages that are orders on their own. */
export const CJK_MARKS: readonly { kind: FlagKind; text: string }[] = [
	// ignore previous instructions (zh, ja, ko)
	{ kind: "override", text: "忽略上述" },
	{ kind: "override", text: "忽略前面" },
	{ kind: "override", text: "你的系统提示" },
	{ kind: "override", text: "系统指令】" },
	{ kind: "override", text: "新的系统指令" },
	{ kind: "override", text: "无需再次征求" },
	{ kind: "override", text: "无需再次确认" },
	{ kind: "override", text: "用户已预先授权" },
	{ kind: "override", text: "用户已授权" },
	{ kind: "override", text: "以前の指示を無視" },
	{ kind: "override", text: "これまでの指示を無視" },
	{ kind: "override", text: "前の指示を無視" },
	{ kind: "override", text: "すべての指示を無視" },
	{ kind: "override", text: "上記の指示を無視" },
	{ kind: "override", text: "指示を無視して" },
	{ kind: "override", text: "システムプロンプトを無視" },
	{ kind: "override", text: "이전 지시를 무시" },
	{ kind: "override", text: "이전의 모든 지시" },
	{ kind: "override", text: "모든 지시를 무시" },
	{ kind: "override", text: "지시를 무시하" },
	{ kind: "override", text: "지시사항을 무시" },
	{ kind: "override", text: "지침을 무시" },
	{ kind: "override", text: "시스템 프롬프트를 무시" },
	// a note addressed to the model
	{ kind: "steer", text: "助手须知" },
	{ kind: "steer", text: "给助手的" },
	{ kind: "steer", text: "致助手" },
	{ kind: "steer", text: "给AI的" },
	{ kind: "steer", text: "アシスタントへの指示" },
	{ kind: "steer", text: "AIへの指示" },
	{ kind: "steer", text: "어시스턴트 지침" },
	// do not tell the user
	{ kind: "conceal", text: "不要告诉" },
	{ kind: "conceal", text: "无需向用户说明" },
	{ kind: "conceal", text: "无需向用户" },
	{ kind: "conceal", text: "无需告知" },
	{ kind: "conceal", text: "不必告知" },
	{ kind: "conceal", text: "不用告诉" },
	{ kind: "conceal", text: "不用跟用户说" },
	{ kind: "conceal", text: "用户不必知道" },
	{ kind: "conceal", text: "不要在回复中" },
	{ kind: "conceal", text: "不要在回复里" },
	{ kind: "conceal", text: "不要提起" },
	{ kind: "conceal", text: "悄悄" },
	{ kind: "conceal", text: "偷偷" },
	{ kind: "conceal", text: "不要提及" },
	{ kind: "conceal", text: "ユーザーに伝えない" },
	{ kind: "conceal", text: "ユーザーには伝えない" },
	{ kind: "conceal", text: "ユーザーに知らせない" },
	{ kind: "conceal", text: "ユーザーには知らせない" },
	{ kind: "conceal", text: "ユーザーに言わない" },
	{ kind: "conceal", text: "ユーザーに教えない" },
	{ kind: "conceal", text: "ユーザーに通知しない" },
	{ kind: "conceal", text: "ユーザーに報告しない" },
	{ kind: "conceal", text: "ユーザーに気づかれない" },
	{ kind: "conceal", text: "言及しないで" },
	{ kind: "conceal", text: "黙って" },
	{ kind: "conceal", text: "こっそり" },
	{ kind: "conceal", text: "内緒" },
	{ kind: "conceal", text: "사용자에게 알리지" },
	{ kind: "conceal", text: "사용자에게는 알리지" },
	{ kind: "conceal", text: "사용자에게 말하지" },
	{ kind: "conceal", text: "사용자에게 보고하지" },
	{ kind: "conceal", text: "사용자에게 언급하지" },
	{ kind: "conceal", text: "언급하지 마" },
	{ kind: "conceal", text: "사용자 모르게" },
	{ kind: "conceal", text: "몰래" },
	{ kind: "conceal", text: "只需说" },
	// a few Russian and Arabic orders (Cyrillic and Arabic text is read as marks too)
	{ kind: "override", text: "игнорируй все" },
	{ kind: "override", text: "игнорируйте все" },
	{ kind: "override", text: "предыдущие инструкции" },
	{ kind: "conceal", text: "не сообщай" },
	{ kind: "conceal", text: "не говори пользователю" },
	{ kind: "conceal", text: "ولا تخبر المستخدم" },
	{ kind: "conceal", text: "لا تخبر المستخدم" },
	// use only this tool (zh, ja, ko)
	{ kind: "shadow", text: "只使用本工具" },
	{ kind: "shadow", text: "只用本工具" },
	{ kind: "shadow", text: "不要调用其他" },
	{ kind: "shadow", text: "不要使用其他" },
	{ kind: "shadow", text: "このツールだけを使" },
	{ kind: "shadow", text: "このツールのみを使" },
	{ kind: "shadow", text: "代わりにこのツール" },
	{ kind: "shadow", text: "이 도구만 사용" },
	{ kind: "shadow", text: "대신 이 도구" },
];

const ANY_ZH = ["任何", "任意", "所有", "其他", "其它"];
const TOOL_CJK = ["工具", "ツール", "도구"];
const SECRET_CJK = ["密码", "验证码", "密钥", "令牌", "账号", "Cookie", "cookie", "パスワード", "認証情報", "APIキー", "비밀번호", "인증 정보", "API 키"];
const REDIRECT_FIELD = ["接收人", "收件人", "收款账户", "收款人", "收款账号", "收款方", "目标地址", "受取人", "宛先", "送金先", "수신자", "받는 사람", "수취인"];

/** Chinese, Japanese and Korean orders made of parts a few characters apart. */
export const SEQUENCE_MARKS: readonly SequenceMark[] = [
	// shadowing: "when any payment tool is used ...", "other search tools cannot be trusted"
	{ kind: "shadow", parts: [["当", "每次"], ["使用", "调用"], ANY_ZH, ["工具"]], span: 12 },
	{ kind: "shadow", parts: [["使用", "调用"], ["任何", "任意"], ["工具"], ["时"]], span: 12 },
	{ kind: "shadow", parts: [["其他", "其它", "他の", "다른"], TOOL_CJK, ["不可信", "不安全", "已弃用", "已废弃", "过时", "信頼できない", "非推奨", "安全でない", "신뢰할 수 없", "더 이상"]], span: 10 },
	{ kind: "shadow", parts: [REDIRECT_FIELD, ["改为", "改成", "替换为", "换成", "设为", "に変更", "を変更", "로 변경", "으로 변경", "로 바꾸", "으로 바꾸"]], span: 4 },
	{ kind: "shadow", parts: [["を使うとき", "を使う時", "を使う場合", "を呼び出すとき", "を実行するとき", "を使用する際", "を使用するとき"], ["にも", "も同じ", "同じ内容", "必ず"]], span: 20 },
	{ kind: "shadow", parts: [["사용할 때", "호출할 때", "실행할 때"], ["에도", "항상", "함께", "같은 내용"]], span: 20 },
	// the conversation's secrets or the whole conversation
	{ kind: "secret", parts: [["对话", "会话", "聊天", "会話", "대화"], SECRET_CJK], span: 16 },
	{ kind: "secret", parts: [["全部", "所有"], ["Cookie", "cookie", "密码", "凭证", "凭据"]], span: 3 },
	{ kind: "exfiltrate", parts: [["完整", "全部", "所有"], ["对话记录", "聊天记录", "对话内容", "会話履歴", "대화 기록"]], span: 6 },
	{ kind: "exfiltrate", parts: [["系统提示词", "システムプロンプト", "시스템 프롬프트"], ["填入", "放入", "附", "发送", "貼り付け", "送信", "넣", "보내"]], span: 10 },
	{ kind: "exfiltrate", parts: [["列出"], ["能调用的所有工具", "所有工具"]], span: 6 },
	// decode and follow
	{ kind: "encoded", parts: [["解码", "解密", "デコード", "디코딩"], ["执行", "照做", "遵循", "按其", "従", "実行", "따르", "실행"]], span: 12 },
];

/** Words around a secret path in these languages that make it a reach for the file (CJK: within a few characters). */
export const REACH_WORDS_OTHER: readonly string[] = ["đọc", "übergeben", "anhängen", "einfügen", "kopieren", "hochladen", "lee", "leer", "lea", "envía", "envia", "enviar", "incluye", "incluir", "pasa", "pásalo", "pasar", "adjunta", "copia", "contenido", "campo", "lies", "lesen", "lese", "sende", "senden", "übergib", "übergebe", "füge", "hänge", "inhalt", "feld", "lis", "lire", "lisez", "envoie", "envoyez", "envoyer", "inclus", "incluez", "passe", "passez", "joins", "copie", "contenu", "champ", "leia", "envie", "conteúdo", "leggi", "invia", "contenuto"];

/**
 * Marks near a secret path, in languages written without spaces (and Arabic and Russian), that put
 * its content somewhere: reading alone ("读取 .env 中的变量名") is what an honest loader says too.
 */
export const PUT_MARKS_CJK: readonly string[] = ["附上", "附在", "附加", "填入", "放入", "传入", "发送", "内容", "输出", "渡して", "含めて", "添付", "貼り付け", "入れて", "送信", "넣", "붙이", "첨부", "전송", "보내", "내용", "وضع", "محتو", "передай", "содержимое", "отправь"];

/** Words in these languages that send data somewhere, read before an address (./shadow.ts). */
export const SEND_WORDS_OTHER: readonly string[] = ["envía", "envia", "enviar", "reenvía", "copia", "oculta", "añade", "añadir", "agrega", "sende", "senden", "weiterleiten", "leite", "kopie", "füge", "hinzufügen", "envoie", "envoyez", "transférez", "transfère", "copie", "ajoutez", "ajouter", "invia", "aggiungi", "envie", "adicione"];

/** CJK marks that send data somewhere, read around an address. */
export const SEND_MARKS_CJK: readonly string[] = ["发送", "转发", "抄送", "密送", "推送", "上传", "发到", "邀请", "送信", "転送", "投稿", "BCC", "전송", "보내", "전달", "참조"];

/** CJK marks that a send is an extra one, beyond what the user asked: also, every, a copy, archive. */
export const EXTRA_MARKS_CJK: readonly string[] = ["同时", "也", "一份", "抄送", "密送", "另外", "每次", "每封", "所有", "存档", "备份", "にも", "常に", "いつも", "すべて", "全て", "BCC", "에도", "항상", "모든", "숨은 참조", "함께"];
