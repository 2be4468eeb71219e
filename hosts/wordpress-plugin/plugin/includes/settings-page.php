<?php
/**
 * Settings → Showroom: the Settings API page (options.php checks the capability and the nonce that
 * settings_fields() prints; showroom_sanitize_settings() checks the values).
 *
 * @package Showroom
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/** Registers the option, its section and its two fields. */
function showroom_register_settings() {
	register_setting(
		'showroom',
		'showroom_settings',
		array(
			'type'              => 'array',
			'sanitize_callback' => 'showroom_sanitize_settings',
			'default'           => array(
				'showroom_id'  => '',
				'platform_url' => SHOWROOM_DEFAULT_PLATFORM_URL,
			),
		)
	);
	add_settings_section( 'showroom_embed', __( 'Embed', 'showroom' ), 'showroom_render_section', 'showroom' );
	add_settings_field(
		'showroom_id',
		__( 'Showroom ID', 'showroom' ),
		'showroom_render_id_field',
		'showroom',
		'showroom_embed',
		array( 'label_for' => 'showroom_id' )
	);
	add_settings_field(
		'platform_url',
		__( 'Platform address', 'showroom' ),
		'showroom_render_platform_field',
		'showroom',
		'showroom_embed',
		array( 'label_for' => 'showroom_platform_url' )
	);
}

/** Adds Settings → Showroom for administrators. */
function showroom_add_settings_page() {
	add_options_page(
		__( 'Showroom', 'showroom' ),
		__( 'Showroom', 'showroom' ),
		'manage_options',
		'showroom',
		'showroom_render_settings_page'
	);
}

/** The section's introduction. */
function showroom_render_section() {
	echo '<p>' . esc_html__( 'With a Showroom ID saved, every page loads your Showroom\'s embed script in its head, and the [showroom] shortcode and the Showroom widget block show your widgets at your prices.', 'showroom' ) . '</p>';
}

/** The Showroom ID field. */
function showroom_render_id_field() {
	printf(
		'<input type="text" id="showroom_id" name="showroom_settings[showroom_id]" value="%s" maxlength="8" pattern="[A-Za-z0-9]{8}" autocomplete="off" class="regular-text code" aria-describedby="showroom_id_hint" /><p class="description" id="showroom_id_hint">%s</p>',
		esc_attr( showroom_settings()['showroom_id'] ),
		esc_html( showroom_widget_catalogue()['showroomIdHint'] )
	);
}

/** The platform address field. */
function showroom_render_platform_field() {
	printf(
		'<input type="url" id="showroom_platform_url" name="showroom_settings[platform_url]" value="%s" class="regular-text code" aria-describedby="showroom_platform_hint" /><p class="description" id="showroom_platform_hint">%s</p>',
		esc_attr( showroom_settings()['platform_url'] ),
		esc_html__( 'Where your Showroom platform runs, e.g. https://showroom.example.com (the script is its /showroom/embed.js).', 'showroom' )
	);
}

/** The page itself. */
function showroom_render_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	echo '<div class="wrap"><h1>' . esc_html( get_admin_page_title() ) . '</h1>';
	echo '<form action="options.php" method="post">';
	settings_fields( 'showroom' );
	do_settings_sections( 'showroom' );
	submit_button();
	echo '</form></div>';
}
